// case: mod.pp/invalid/ps_1_1/op-add_res-pp_ctx (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp} + 2 random context instructions (seed 1 attempt 0)
ps_1_1
mov r1, c0
add_pp r0, r1, r1
mov r0, c0
nop
nop
