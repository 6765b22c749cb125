// case: ports.limit/invalid/vs_2_0/ins-two-c-mad (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: two-c-mad}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c1
mov oPos, v0
