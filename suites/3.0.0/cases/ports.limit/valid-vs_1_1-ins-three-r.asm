// case: ports.limit/valid/vs_1_1/ins-three-r (validate)
// expect: valid
// case: ports.limit/assemble/vs_1_1/ins-three-r (assemble)
// expect: the tokens of valid-vs_1_1-ins-three-r.bin
// origin: template op {ins: three-r}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, r2, r3
mov oPos, v0
