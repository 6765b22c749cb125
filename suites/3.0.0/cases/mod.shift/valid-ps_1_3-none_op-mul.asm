// case: mod.shift/valid/ps_1_3/none_op-mul (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_3/none_op-mul (assemble)
// expect: the tokens of valid-ps_1_3-none_op-mul.bin
// origin: template shift {op: mul}
ps_1_3
mov r1, c0
mul r0, r1, r1
mov r0, c0
