// case: op.nrm-dst-src/invalid/ps_3_0/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oC0, c0
add r0, c5, c5
mov r4, c2
