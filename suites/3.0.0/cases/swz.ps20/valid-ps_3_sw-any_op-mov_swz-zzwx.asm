// case: swz.ps20/valid/ps_3_sw/any_op-mov_swz-zzwx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-mov_swz-zzwx (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-mov_swz-zzwx.bin
// origin: template swizzle {op: mov, swz: zzwx}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zzwx
mov oC0, c0
