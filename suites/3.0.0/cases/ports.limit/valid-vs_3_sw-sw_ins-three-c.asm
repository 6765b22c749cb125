// case: ports.limit/valid/vs_3_sw/sw_ins-three-c (validate)
// expect: valid
// case: ports.limit/assemble/vs_3_sw/sw_ins-three-c (assemble)
// expect: the tokens of valid-vs_3_sw-sw_ins-three-c.bin
// origin: template op {ins: three-c}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov o0, v0
