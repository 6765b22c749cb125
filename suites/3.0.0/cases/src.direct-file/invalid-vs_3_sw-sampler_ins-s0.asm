// case: src.direct-file/invalid/vs_3_sw/sampler_ins-s0 (validate)
// expect: invalid [src.direct-file]
// origin: template op {decls: dcl_2d s0, ins: s0}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, s0
mov o0, v0
