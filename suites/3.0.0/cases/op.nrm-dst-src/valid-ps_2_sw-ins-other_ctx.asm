// case: op.nrm-dst-src/valid/ps_2_sw/ins-other_ctx (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/ps_2_sw/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-other_ctx.bin
// origin: template op {ins: other} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
add r4, c1, c1
mad r5, r4, c6, r4
add r6, c0, r5
mad r7, r6, r5, c4
