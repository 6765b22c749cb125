// case: src.sampler/invalid/ps_3_0/sm3_ins-r1 (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl_texcoord0 v0, ins: r1}
ps_3_0
dcl_texcoord0 v0
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, v0, r1
mov oC0, c0
