// case: op.lrp-dst-src/invalid/ps_2_0/ins-src0_ctx (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov oC0, c0
mul r0, c4, c4
mad r4, r0, r0, r0
mov r5, r4
mov r6, c7
