// case: op.nrm-dst-src/invalid/vs_3_sw/ins-same_ctx (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov o0, v0
add r0, c0, c0
mov r4, r0
mul r5, c1, c1
mul r6, c3, r4
add r7, r4, r0
mad r8, c6, r0, c6
