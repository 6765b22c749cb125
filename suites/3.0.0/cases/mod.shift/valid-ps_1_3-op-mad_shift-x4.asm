// case: mod.shift/valid/ps_1_3/op-mad_shift-x4 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_3/op-mad_shift-x4 (assemble)
// expect: the tokens of valid-ps_1_3-op-mad_shift-x4.bin
// origin: template shift {op: mad, shift: x4}
ps_1_3
mov r1, c0
mad_x4 r0, r1, r1, r1
mov r0, c0
