// case: swz.ps20/valid/vs_2_0/any_op-add_swz-zyxw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_0/any_op-add_swz-zyxw (assemble)
// expect: the tokens of valid-vs_2_0-any_op-add_swz-zyxw.bin
// origin: template swizzle {op: add, swz: zyxw}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zyxw, r1
mov oPos, v0
