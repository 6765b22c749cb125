// case: swz.ps1/valid/ps_1_4/ps14_op-add_swz-zzzz (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_4/ps14_op-add_swz-zzzz (assemble)
// expect: the tokens of valid-ps_1_4-ps14_op-add_swz-zzzz.bin
// origin: template swizzle {op: add, swz: zzzz}
ps_1_4
mov r1, c0
add r0, r1.zzzz, r1
mov r0, c0
