// case: op.nrm-dst-src/invalid/vs_2_0/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 4 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oPos, v0
mov r0, c4
mov r4, c2
mul r5, r0, c1
mul r6, r4, c4
