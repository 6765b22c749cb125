// case: ports.limit/invalid/vs_2_0/ins-two-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: two-c} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c1
mov oPos, v0
mul r4, c0, c0
mul r5, c1, r4
mul r6, r5, c4
add r7, c4, c4
