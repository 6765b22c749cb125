// case: swz.ps20/valid/ps_2_x/any_op-add_swz-ywxw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-add_swz-ywxw (assemble)
// expect: the tokens of valid-ps_2_x-any_op-add_swz-ywxw.bin
// origin: template swizzle {op: add, swz: ywxw}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.ywxw, r1
mov oC0, c0
