// case: swz.ps1/valid/ps_1_4/ps14_op-add_swz-yyyy (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_4/ps14_op-add_swz-yyyy (assemble)
// expect: the tokens of valid-ps_1_4-ps14_op-add_swz-yyyy.bin
// origin: template swizzle {op: add, swz: yyyy}
ps_1_4
mov r1, c0
add r0, r1.yyyy, r1
mov r0, c0
