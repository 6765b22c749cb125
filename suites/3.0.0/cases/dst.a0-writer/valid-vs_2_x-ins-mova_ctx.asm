// case: dst.a0-writer/valid/vs_2_x/ins-mova_ctx (validate)
// expect: valid
// case: dst.a0-writer/assemble/vs_2_x/ins-mova_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-mova_ctx.bin
// origin: template op {ins: mova} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov r0, c0[a0.x]
mov oPos, v0
mul r4, c7, c7
mad r5, c2, c2, r4
add r6, r4, c2
mad r7, r5, r5, c5
add r8, c7, c7
mul r9, r7, c5
