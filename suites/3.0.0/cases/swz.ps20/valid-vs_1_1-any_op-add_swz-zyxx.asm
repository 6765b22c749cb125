// case: swz.ps20/valid/vs_1_1/any_op-add_swz-zyxx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-add_swz-zyxx (assemble)
// expect: the tokens of valid-vs_1_1-any_op-add_swz-zyxx.bin
// origin: template swizzle {op: add, swz: zyxx}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zyxx, r1
mov oPos, v0
