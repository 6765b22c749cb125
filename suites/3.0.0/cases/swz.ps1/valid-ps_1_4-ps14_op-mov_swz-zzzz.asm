// case: swz.ps1/valid/ps_1_4/ps14_op-mov_swz-zzzz (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_4/ps14_op-mov_swz-zzzz (assemble)
// expect: the tokens of valid-ps_1_4-ps14_op-mov_swz-zzzz.bin
// origin: template swizzle {op: mov, swz: zzzz}
ps_1_4
mov r1, c0
mov r0, r1.zzzz
mov r0, c0
