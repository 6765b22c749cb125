// case: swz.ps1/valid/ps_1_4/ps14_op-mov_swz-yyyy (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_4/ps14_op-mov_swz-yyyy (assemble)
// expect: the tokens of valid-ps_1_4-ps14_op-mov_swz-yyyy.bin
// origin: template swizzle {op: mov, swz: yyyy}
ps_1_4
mov r1, c0
mov r0, r1.yyyy
mov r0, c0
