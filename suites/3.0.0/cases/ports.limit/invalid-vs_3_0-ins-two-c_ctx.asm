// case: ports.limit/invalid/vs_3_0/ins-two-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: two-c} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c1
mov o0, v0
mul r4, c7, c7
mad r5, r4, r4, r4
mov r6, r4
mov r7, r5
add r8, r6, c2
add r9, r6, r7
