// case: op.nrm-dst-src/valid/ps_3_sw/ins-other_ctx (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/ps_3_sw/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-other_ctx.bin
// origin: template op {ins: other} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
mad r4, c0, c0, c0
