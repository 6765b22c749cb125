// case: mod.ps1-arith-only/valid/ps_1_2/op-add_res-none_shift-x2_ctx (validate)
// expect: valid
// case: mod.ps1-arith-only/assemble/ps_1_2/op-add_res-none_shift-x2_ctx (assemble)
// expect: the tokens of valid-ps_1_2-op-add_res-none_shift-x2_ctx.bin
// origin: template shift {op: add, res: none, shift: x2} + 1 random context instructions (seed 1 attempt 0)
ps_1_2
mov r1, c0
add_x2 r0, r1, r1
mov r0, c0
nop
