// case: op.nrm-mask/valid/ps_3_0/ins-full_ctx (validate)
// expect: valid
// case: op.nrm-mask/assemble/ps_3_0/ins-full_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-full_ctx.bin
// origin: template op {ins: full} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
mul r4, c2, c2
