// case: mod.shift/valid/ps_1_2/op-mad_shift-x2 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_2/op-mad_shift-x2 (assemble)
// expect: the tokens of valid-ps_1_2-op-mad_shift-x2.bin
// origin: template shift {op: mad, shift: x2}
ps_1_2
mov r1, c0
mad_x2 r0, r1, r1, r1
mov r0, c0
