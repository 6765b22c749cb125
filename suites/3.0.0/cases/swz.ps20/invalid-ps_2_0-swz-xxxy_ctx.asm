// case: swz.ps20/invalid/ps_2_0/swz-xxxy_ctx (validate)
// expect: invalid [swz.ps20]
// origin: template swizzle {swz: xxxy} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xxxy
mov oC0, c0
mov r4, c2
add r5, r4, c5
mad r6, c1, c1, r5
mov r7, c6
mad r8, c7, c7, r4
