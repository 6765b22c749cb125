// case: dst.a0-writer/invalid/vs_2_sw/ins-mov_ctx (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: mov} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, r1.x
mov r0, c0[a0.x]
mov oPos, v0
mov r4, c0
add r5, c4, c4
mov r6, c0
mad r7, r4, r6, r6
mad r8, c6, c6, c6
