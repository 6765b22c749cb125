// case: mod.shift/valid/ps_1_1/op-mul_shift-x4 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_1/op-mul_shift-x4 (assemble)
// expect: the tokens of valid-ps_1_1-op-mul_shift-x4.bin
// origin: template shift {op: mul, shift: x4}
ps_1_1
mov r1, c0
mul_x4 r0, r1, r1
mov r0, c0
