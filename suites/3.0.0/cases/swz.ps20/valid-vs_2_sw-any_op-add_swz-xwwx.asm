// case: swz.ps20/valid/vs_2_sw/any_op-add_swz-xwwx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_sw/any_op-add_swz-xwwx (assemble)
// expect: the tokens of valid-vs_2_sw-any_op-add_swz-xwwx.bin
// origin: template swizzle {op: add, swz: xwwx}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xwwx, r1
mov oPos, v0
