// case: swz.ps20/valid/ps_2_0/op-add_swz-zzzz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_0/op-add_swz-zzzz (assemble)
// expect: the tokens of valid-ps_2_0-op-add_swz-zzzz.bin
// origin: template swizzle {op: add, swz: zzzz}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zzzz, r1
mov oC0, c0
