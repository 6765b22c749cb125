// case: src.sampler/invalid/vs_3_sw/vs3_ins-c0 (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl_texcoord0 v1, ins: c0}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 v1
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, v1, c0
mov o0, v0
