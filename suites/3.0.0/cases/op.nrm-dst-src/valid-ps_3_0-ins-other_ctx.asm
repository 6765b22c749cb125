// case: op.nrm-dst-src/valid/ps_3_0/ins-other_ctx (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/ps_3_0/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-other_ctx.bin
// origin: template op {ins: other} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
mov r4, c1
mul r5, c6, r4
add r6, r4, r4
mov r7, c4
mov r8, c0
