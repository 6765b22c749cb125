// case: op.nrm-dst-src/invalid/vs_2_sw/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 5 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oPos, v0
add r0, c6, c6
mul r4, c7, r0
mad r5, r4, r0, c6
mov r6, r5
mov r7, r4
