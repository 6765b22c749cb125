// case: ports.limit/valid/vs_2_sw/sw_ins-three-c (validate)
// expect: valid
// case: ports.limit/assemble/vs_2_sw/sw_ins-three-c (assemble)
// expect: the tokens of valid-vs_2_sw-sw_ins-three-c.bin
// origin: template op {ins: three-c}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov oPos, v0
