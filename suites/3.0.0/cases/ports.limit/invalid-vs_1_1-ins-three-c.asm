// case: ports.limit/invalid/vs_1_1/ins-three-c (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: three-c}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov oPos, v0
