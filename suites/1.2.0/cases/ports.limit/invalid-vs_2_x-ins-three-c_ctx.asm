// case: ports.limit/invalid/vs_2_x/ins-three-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: three-c} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov oPos, v0
mul r4, c4, c4
add r5, c6, c6
add r6, c1, c1
mov r7, r6
mul r8, c6, r4
