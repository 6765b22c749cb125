// case: op.nrm-dst-src/invalid/vs_2_x/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oPos, v0
mul r0, c1, c1
mad r4, r0, c3, r0
