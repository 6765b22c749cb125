// case: dst.a0-writer/invalid/vs_3_sw/ins-mov_ctx (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: mov} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, r1.x
mov r0, c0[a0.x]
mov o0, v0
add r4, c3, c3
mad r5, c0, c0, r4
mul r6, r4, c0
mad r7, r4, c2, r5
