// case: swz.ps20/valid/vs_2_sw/any_op-mov_swz-xyxx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_sw/any_op-mov_swz-xyxx (assemble)
// expect: the tokens of valid-vs_2_sw-any_op-mov_swz-xyxx.bin
// origin: template swizzle {op: mov, swz: xyxx}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xyxx
mov oPos, v0
