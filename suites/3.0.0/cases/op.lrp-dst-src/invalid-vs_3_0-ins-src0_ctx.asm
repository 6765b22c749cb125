// case: op.lrp-dst-src/invalid/vs_3_0/ins-src0_ctx (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov o0, v0
add r0, c6, c6
mad r4, r0, r0, r0
add r5, c5, r0
mad r6, c6, r0, c6
mad r7, c3, r6, r0
