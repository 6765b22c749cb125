// case: op.lrp-dst-src/invalid/ps_2_sw/ins-src0_ctx (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov oC0, c0
mad r0, c6, c6, c6
