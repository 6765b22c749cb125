// case: ports.limit/invalid/vs_3_0/ins-three-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: three-c} + 3 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov o0, v0
mad r4, c2, c2, c2
mul r5, c6, r4
mov r6, c3
