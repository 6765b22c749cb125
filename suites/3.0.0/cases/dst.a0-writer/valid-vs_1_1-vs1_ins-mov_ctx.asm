// case: dst.a0-writer/valid/vs_1_1/vs1_ins-mov_ctx (validate)
// expect: valid
// case: dst.a0-writer/assemble/vs_1_1/vs1_ins-mov_ctx (assemble)
// expect: the tokens of valid-vs_1_1-vs1_ins-mov_ctx.bin
// origin: template op {ins: mov} + 6 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, r1.x
mov r0, c0[a0.x]
mov oPos, v0
mul r4, c1, c1
add r5, c0, c0
add r6, r4, r5
mov r7, r6
mad r8, c7, r4, c7
mov r9, c6
