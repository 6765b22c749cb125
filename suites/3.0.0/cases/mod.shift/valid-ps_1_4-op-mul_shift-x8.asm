// case: mod.shift/valid/ps_1_4/op-mul_shift-x8 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_4/op-mul_shift-x8 (assemble)
// expect: the tokens of valid-ps_1_4-op-mul_shift-x8.bin
// origin: template shift {op: mul, shift: x8}
ps_1_4
mov r1, c0
mul_x8 r0, r1, r1
mov r0, c0
