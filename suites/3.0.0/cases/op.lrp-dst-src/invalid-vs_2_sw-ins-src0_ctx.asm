// case: op.lrp-dst-src/invalid/vs_2_sw/ins-src0_ctx (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0} + 3 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov oPos, v0
mul r0, c0, c0
mad r4, c1, c1, c1
mul r5, r4, r4
