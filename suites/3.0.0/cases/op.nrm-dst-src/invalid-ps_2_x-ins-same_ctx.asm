// case: op.nrm-dst-src/invalid/ps_2_x/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 1 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oC0, c0
mul r0, c7, c7
