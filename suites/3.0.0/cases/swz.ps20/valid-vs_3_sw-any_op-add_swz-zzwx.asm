// case: swz.ps20/valid/vs_3_sw/any_op-add_swz-zzwx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_sw/any_op-add_swz-zzwx (assemble)
// expect: the tokens of valid-vs_3_sw-any_op-add_swz-zzwx.bin
// origin: template swizzle {op: add, swz: zzwx}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zzwx, r1
mov o0, v0
