// case: mod.shift/valid/ps_1_4/op-mul_shift-d8 (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_4/op-mul_shift-d8 (assemble)
// expect: the tokens of valid-ps_1_4-op-mul_shift-d8.bin
// origin: template shift {op: mul, shift: d8}
ps_1_4
mov r1, c0
mul_d8 r0, r1, r1
mov r0, c0
