// case: op.nrm-dst-src/invalid/vs_3_0/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov o0, v0
mul r0, c7, c7
mul r4, r0, r0
