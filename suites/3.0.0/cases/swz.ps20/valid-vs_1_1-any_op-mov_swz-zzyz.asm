// case: swz.ps20/valid/vs_1_1/any_op-mov_swz-zzyz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-mov_swz-zzyz (assemble)
// expect: the tokens of valid-vs_1_1-any_op-mov_swz-zzyz.bin
// origin: template swizzle {op: mov, swz: zzyz}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zzyz
mov oPos, v0
