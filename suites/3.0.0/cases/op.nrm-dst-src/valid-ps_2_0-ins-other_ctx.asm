// case: op.nrm-dst-src/valid/ps_2_0/ins-other_ctx (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/ps_2_0/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_2_0-ins-other_ctx.bin
// origin: template op {ins: other} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
mov r4, c6
add r5, r4, c1
mul r6, r5, c3
mov r7, r6
