// case: op.lrp-dst-src/invalid/ps_2_x/ins-src0_ctx (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov oC0, c0
add r0, c4, c4
add r4, r0, c6
add r5, c3, c3
mad r6, c3, r5, c3
mov r7, r4
add r8, r6, r7
