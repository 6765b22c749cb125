// case: mod.centroid/valid/ps_1_1/op-add_ctx (validate)
// expect: valid
// case: mod.centroid/assemble/ps_1_1/op-add_ctx (assemble)
// expect: the tokens of valid-ps_1_1-op-add_ctx.bin
// origin: template shift {op: add} + 5 random context instructions (seed 1 attempt 0)
ps_1_1
mov r1, c0
add r0, r1, r1
mov r0, c0
nop
nop
nop
nop
nop
