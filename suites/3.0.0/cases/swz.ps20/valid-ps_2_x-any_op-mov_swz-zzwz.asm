// case: swz.ps20/valid/ps_2_x/any_op-mov_swz-zzwz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-mov_swz-zzwz (assemble)
// expect: the tokens of valid-ps_2_x-any_op-mov_swz-zzwz.bin
// origin: template swizzle {op: mov, swz: zzwz}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zzwz
mov oC0, c0
