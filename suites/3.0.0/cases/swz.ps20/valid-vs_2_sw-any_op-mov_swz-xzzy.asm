// case: swz.ps20/valid/vs_2_sw/any_op-mov_swz-xzzy (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_sw/any_op-mov_swz-xzzy (assemble)
// expect: the tokens of valid-vs_2_sw-any_op-mov_swz-xzzy.bin
// origin: template swizzle {op: mov, swz: xzzy}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xzzy
mov oPos, v0
