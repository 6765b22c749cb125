// case: swz.ps20/valid/vs_2_sw/any_op-mov_swz-zxww (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_sw/any_op-mov_swz-zxww (assemble)
// expect: the tokens of valid-vs_2_sw-any_op-mov_swz-zxww.bin
// origin: template swizzle {op: mov, swz: zxww}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zxww
mov oPos, v0
