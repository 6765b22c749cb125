// case: swz.ps1/invalid/ps_1_1/op-mov_swz-xxxy_ctx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xxxy} + 1 random context instructions (seed 1 attempt 0)
ps_1_1
mov r1, c0
mov r0, r1.xxxy
mov r0, c0
nop
