// case: swz.ps20/valid/vs_1_1/any_op-add_swz-zzyx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-add_swz-zzyx (assemble)
// expect: the tokens of valid-vs_1_1-any_op-add_swz-zzyx.bin
// origin: template swizzle {op: add, swz: zzyx}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zzyx, r1
mov oPos, v0
