// case: mod.shift/valid/ps_1_4/op-mov_shift-d4 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_4/op-mov_shift-d4 (assemble)
// expect: the tokens of valid-ps_1_4-op-mov_shift-d4.bin
// origin: template shift {op: mov, shift: d4}
ps_1_4
mov r1, c0
mov_d4 r0, r1
mov r0, c0
