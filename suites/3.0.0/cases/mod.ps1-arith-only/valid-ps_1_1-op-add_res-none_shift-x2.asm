// case: mod.ps1-arith-only/valid/ps_1_1/op-add_res-none_shift-x2 (validate)
// expect: valid
// case: mod.ps1-arith-only/assemble/ps_1_1/op-add_res-none_shift-x2 (assemble)
// expect: the tokens of valid-ps_1_1-op-add_res-none_shift-x2.bin
// origin: template shift {op: add, res: none, shift: x2}
ps_1_1
mov r1, c0
add_x2 r0, r1, r1
mov r0, c0
