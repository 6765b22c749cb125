// case: src.direct-file/invalid/ps_3_0/sampler_ins-s0 (validate)
// expect: invalid [src.direct-file]
// origin: template op {decls: dcl_2d s0, ins: s0}
ps_3_0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, s0
mov oC0, c0
