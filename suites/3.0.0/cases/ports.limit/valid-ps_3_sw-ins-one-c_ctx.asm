// case: ports.limit/valid/ps_3_sw/ins-one-c_ctx (validate)
// expect: valid
// case: ports.limit/assemble/ps_3_sw/ins-one-c_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-one-c_ctx.bin
// origin: template op {ins: one-c} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov oC0, c0
mad r4, c6, c6, c6
add r5, c5, c5
mov r6, r5
mad r7, r4, c5, r6
mad r8, r7, r5, r7
add r9, r8, c2
