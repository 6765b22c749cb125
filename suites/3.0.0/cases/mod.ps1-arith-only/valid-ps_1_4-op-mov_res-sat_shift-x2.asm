// case: mod.ps1-arith-only/valid/ps_1_4/op-mov_res-sat_shift-x2 (validate)
// expect: valid
// case: mod.ps1-arith-only/assemble/ps_1_4/op-mov_res-sat_shift-x2 (assemble)
// expect: the tokens of valid-ps_1_4-op-mov_res-sat_shift-x2.bin
// origin: template shift {op: mov, res: sat, shift: x2}
ps_1_4
mov r1, c0
mov_x2_sat r0, r1
mov r0, c0
