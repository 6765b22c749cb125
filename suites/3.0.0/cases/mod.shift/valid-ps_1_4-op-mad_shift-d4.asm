// case: mod.shift/valid/ps_1_4/op-mad_shift-d4 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_4/op-mad_shift-d4 (assemble)
// expect: the tokens of valid-ps_1_4-op-mad_shift-d4.bin
// origin: template shift {op: mad, shift: d4}
ps_1_4
mov r1, c0
mad_d4 r0, r1, r1, r1
mov r0, c0
