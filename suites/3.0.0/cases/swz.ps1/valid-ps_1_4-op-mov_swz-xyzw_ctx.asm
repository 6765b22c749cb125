// case: swz.ps1/valid/ps_1_4/op-mov_swz-xyzw_ctx (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_4/op-mov_swz-xyzw_ctx (assemble)
// expect: the tokens of valid-ps_1_4-op-mov_swz-xyzw_ctx.bin
// origin: template swizzle {op: mov, swz: xyzw} + 2 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
mov r0, r1
mov r0, c0
mov r2, c7
mov r3, c7
