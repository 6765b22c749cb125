// case: dst.a0-writer/valid/vs_2_0/ins-mova_ctx (validate)
// expect: valid
// case: dst.a0-writer/assemble/vs_2_0/ins-mova_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-mova_ctx.bin
// origin: template op {ins: mova} + 2 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov r0, c0[a0.x]
mov oPos, v0
mov r4, c2
add r5, r4, c6
