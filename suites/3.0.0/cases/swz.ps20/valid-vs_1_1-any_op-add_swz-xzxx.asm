// case: swz.ps20/valid/vs_1_1/any_op-add_swz-xzxx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-add_swz-xzxx (assemble)
// expect: the tokens of valid-vs_1_1-any_op-add_swz-xzxx.bin
// origin: template swizzle {op: add, swz: xzxx}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xzxx, r1
mov oPos, v0
