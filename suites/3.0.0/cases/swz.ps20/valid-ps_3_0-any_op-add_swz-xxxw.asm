// case: swz.ps20/valid/ps_3_0/any_op-add_swz-xxxw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-add_swz-xxxw (assemble)
// expect: the tokens of valid-ps_3_0-any_op-add_swz-xxxw.bin
// origin: template swizzle {op: add, swz: xxxw}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xxxw, r1
mov oC0, c0
