// case: op.nrm-dst-src/invalid/ps_2_sw/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oC0, c0
mad r0, c1, c1, c1
mad r4, c0, c0, c0
mul r5, c7, r4
add r6, r5, c0
