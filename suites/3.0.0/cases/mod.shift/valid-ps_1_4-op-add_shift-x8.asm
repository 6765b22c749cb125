// case: mod.shift/valid/ps_1_4/op-add_shift-x8 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_4/op-add_shift-x8 (assemble)
// expect: the tokens of valid-ps_1_4-op-add_shift-x8.bin
// origin: template shift {op: add, shift: x8}
ps_1_4
mov r1, c0
add_x8 r0, r1, r1
mov r0, c0
