// case: op.nrm-mask/valid/ps_2_x/ins-full_ctx (validate)
// expect: valid
// case: op.nrm-mask/assemble/ps_2_x/ins-full_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-full_ctx.bin
// origin: template op {ins: full} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
mov r4, c5
mul r5, r4, r4
mul r6, c1, r5
mul r7, c4, r4
mad r8, r7, c3, r4
