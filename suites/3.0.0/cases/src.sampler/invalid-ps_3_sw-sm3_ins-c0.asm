// case: src.sampler/invalid/ps_3_sw/sm3_ins-c0 (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl_texcoord0 v0, ins: c0}
ps_3_sw
dcl_texcoord0 v0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, v0, c0
mov oC0, c0
