// case: ports.limit/valid/vs_2_x/ins-one-c (validate)
// expect: valid
// case: ports.limit/assemble/vs_2_x/ins-one-c (assemble)
// expect: the tokens of valid-vs_2_x-ins-one-c.bin
// origin: template op {ins: one-c}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov oPos, v0
