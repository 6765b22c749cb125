// case: swz.ps20/valid/vs_1_1/any_op-mov_swz-zzxw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-mov_swz-zzxw (assemble)
// expect: the tokens of valid-vs_1_1-any_op-mov_swz-zzxw.bin
// origin: template swizzle {op: mov, swz: zzxw}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zzxw
mov oPos, v0
