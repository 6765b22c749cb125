// case: op.nrm-dst-src/invalid/ps_3_sw/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oC0, c0
mov r0, c1
add r4, r0, c0
mul r5, c3, r0
