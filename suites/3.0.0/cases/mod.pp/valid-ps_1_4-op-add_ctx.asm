// case: mod.pp/valid/ps_1_4/op-add_ctx (validate)
// expect: valid
// case: mod.pp/assemble/ps_1_4/op-add_ctx (assemble)
// expect: the tokens of valid-ps_1_4-op-add_ctx.bin
// origin: template shift {op: add} + 4 random context instructions (seed 1 attempt 1)
ps_1_4
mov r1, c0
add r0, r1, r1
mov r0, c0
mad r2, c4, c4, c4
mov r3, c5
add r4, c6, c6
mad r5, c2, r4, r2
