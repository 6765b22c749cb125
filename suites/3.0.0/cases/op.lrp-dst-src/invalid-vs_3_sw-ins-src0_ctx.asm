// case: op.lrp-dst-src/invalid/vs_3_sw/ins-src0_ctx (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov o0, v0
add r0, c4, c4
add r4, r0, c0
