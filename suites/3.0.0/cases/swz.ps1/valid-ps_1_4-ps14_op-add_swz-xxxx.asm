// case: swz.ps1/valid/ps_1_4/ps14_op-add_swz-xxxx (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_4/ps14_op-add_swz-xxxx (assemble)
// expect: the tokens of valid-ps_1_4-ps14_op-add_swz-xxxx.bin
// origin: template swizzle {op: add, swz: xxxx}
ps_1_4
mov r1, c0
add r0, r1.xxxx, r1
mov r0, c0
