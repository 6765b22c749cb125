// case: ports.limit/invalid/vs_1_1/ins-two-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: two-c} + 1 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c1
mov oPos, v0
mul r4, c2, c2
