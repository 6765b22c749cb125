// case: op.lrp-dst-src/invalid/ps_3_0/ins-src0_ctx (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov oC0, c0
add r0, c4, c4
add r4, r0, c6
mov r5, r4
mul r6, r5, c0
mov r7, c3
