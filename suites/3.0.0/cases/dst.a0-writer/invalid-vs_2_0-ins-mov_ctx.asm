// case: dst.a0-writer/invalid/vs_2_0/ins-mov_ctx (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: mov} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, r1.x
mov r0, c0[a0.x]
mov oPos, v0
mov r4, c0
mad r5, c5, r4, r4
mul r6, c4, r4
add r7, r4, r4
