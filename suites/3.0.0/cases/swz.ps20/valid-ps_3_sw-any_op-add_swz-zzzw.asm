// case: swz.ps20/valid/ps_3_sw/any_op-add_swz-zzzw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-add_swz-zzzw (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-add_swz-zzzw.bin
// origin: template swizzle {op: add, swz: zzzw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zzzw, r1
mov oC0, c0
