// case: swz.ps20/valid/ps_3_sw/any_op-add_swz-yzxw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-add_swz-yzxw (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-add_swz-yzxw.bin
// origin: template swizzle {op: add, swz: yzxw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.yzxw, r1
mov oC0, c0
