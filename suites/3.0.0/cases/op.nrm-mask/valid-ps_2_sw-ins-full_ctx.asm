// case: op.nrm-mask/valid/ps_2_sw/ins-full_ctx (validate)
// expect: valid
// case: op.nrm-mask/assemble/ps_2_sw/ins-full_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-full_ctx.bin
// origin: template op {ins: full} + 3 random context instructions (seed 1 attempt 1)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
mul r4, c5, c5
mov r5, c7
add r6, c0, r5
