// case: swz.ps1/invalid/ps_1_4/op-mov_swz-xxxy_ctx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xxxy} + 4 random context instructions (seed 1 attempt 2)
ps_1_4
mov r1, c0
mov r0, r1.xxxy
mov r0, c0
add r2, c2, c2
add r3, c7, r2
mov r4, c2
mad r5, c3, c3, r3
