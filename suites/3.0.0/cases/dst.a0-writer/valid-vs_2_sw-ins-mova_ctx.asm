// case: dst.a0-writer/valid/vs_2_sw/ins-mova_ctx (validate)
// expect: valid
// case: dst.a0-writer/assemble/vs_2_sw/ins-mova_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-mova_ctx.bin
// origin: template op {ins: mova} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov r0, c0[a0.x]
mov oPos, v0
mul r4, c3, c3
add r5, c0, c0
mul r6, c7, c7
mov r7, c3
mad r8, c7, c7, c7
