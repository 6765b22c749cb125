// case: mod.shift/valid/ps_1_4/op-mad_shift-d8 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_4/op-mad_shift-d8 (assemble)
// expect: the tokens of valid-ps_1_4-op-mad_shift-d8.bin
// origin: template shift {op: mad, shift: d8}
ps_1_4
mov r1, c0
mad_d8 r0, r1, r1, r1
mov r0, c0
