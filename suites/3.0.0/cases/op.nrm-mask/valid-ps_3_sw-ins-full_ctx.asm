// case: op.nrm-mask/valid/ps_3_sw/ins-full_ctx (validate)
// expect: valid
// case: op.nrm-mask/assemble/ps_3_sw/ins-full_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-full_ctx.bin
// origin: template op {ins: full} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
add r4, c6, c6
mov r5, r4
add r6, c7, c7
mul r7, c1, r6
