// case: swz.ps1/invalid/ps_1_2/op-mov_swz-xxxy_ctx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xxxy} + 5 random context instructions (seed 1 attempt 1)
ps_1_2
mov r1, c0
mov r0, r1.xxxy
mov r0, c0
nop
nop
nop
nop
nop
