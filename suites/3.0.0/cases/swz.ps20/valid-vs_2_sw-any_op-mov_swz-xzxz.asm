// case: swz.ps20/valid/vs_2_sw/any_op-mov_swz-xzxz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_sw/any_op-mov_swz-xzxz (assemble)
// expect: the tokens of valid-vs_2_sw-any_op-mov_swz-xzxz.bin
// origin: template swizzle {op: mov, swz: xzxz}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xzxz
mov oPos, v0
