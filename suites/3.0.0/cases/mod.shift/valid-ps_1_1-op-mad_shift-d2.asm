// case: mod.shift/valid/ps_1_1/op-mad_shift-d2 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_1/op-mad_shift-d2 (assemble)
// expect: the tokens of valid-ps_1_1-op-mad_shift-d2.bin
// origin: template shift {op: mad, shift: d2}
ps_1_1
mov r1, c0
mad_d2 r0, r1, r1, r1
mov r0, c0
