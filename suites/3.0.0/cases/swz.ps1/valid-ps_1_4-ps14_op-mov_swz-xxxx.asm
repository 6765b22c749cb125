// case: swz.ps1/valid/ps_1_4/ps14_op-mov_swz-xxxx (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_4/ps14_op-mov_swz-xxxx (assemble)
// expect: the tokens of valid-ps_1_4-ps14_op-mov_swz-xxxx.bin
// origin: template swizzle {op: mov, swz: xxxx}
ps_1_4
mov r1, c0
mov r0, r1.xxxx
mov r0, c0
