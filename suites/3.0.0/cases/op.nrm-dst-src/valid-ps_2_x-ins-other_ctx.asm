// case: op.nrm-dst-src/valid/ps_2_x/ins-other_ctx (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/ps_2_x/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-other_ctx.bin
// origin: template op {ins: other} + 4 random context instructions (seed 1 attempt 1)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
add r4, c2, c2
add r5, c6, c6
mov r6, c0
add r7, c7, r6
