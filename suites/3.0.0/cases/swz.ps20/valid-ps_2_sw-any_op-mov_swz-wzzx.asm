// case: swz.ps20/valid/ps_2_sw/any_op-mov_swz-wzzx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_sw/any_op-mov_swz-wzzx (assemble)
// expect: the tokens of valid-ps_2_sw-any_op-mov_swz-wzzx.bin
// origin: template swizzle {op: mov, swz: wzzx}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wzzx
mov oC0, c0
