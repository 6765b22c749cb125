// case: ports.limit/valid/ps_2_x/ins-one-c_ctx (validate)
// expect: valid
// case: ports.limit/assemble/ps_2_x/ins-one-c_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-one-c_ctx.bin
// origin: template op {ins: one-c} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov oC0, c0
mov r4, c7
mad r5, r4, c3, r4
mov r6, c0
mul r7, c1, c1
mov r8, r5
