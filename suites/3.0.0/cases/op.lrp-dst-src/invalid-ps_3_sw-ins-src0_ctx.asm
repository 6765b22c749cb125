// case: op.lrp-dst-src/invalid/ps_3_sw/ins-src0_ctx (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov oC0, c0
mul r0, c2, c2
mov r4, c2
mov r5, c0
