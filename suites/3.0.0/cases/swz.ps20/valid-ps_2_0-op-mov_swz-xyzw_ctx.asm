// case: swz.ps20/valid/ps_2_0/op-mov_swz-xyzw_ctx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_0/op-mov_swz-xyzw_ctx (assemble)
// expect: the tokens of valid-ps_2_0-op-mov_swz-xyzw_ctx.bin
// origin: template swizzle {op: mov, swz: xyzw} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oC0, c0
mov r4, c2
