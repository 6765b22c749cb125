// case: ports.limit/valid/ps_2_0/ins-one-c_ctx (validate)
// expect: valid
// case: ports.limit/assemble/ps_2_0/ins-one-c_ctx (assemble)
// expect: the tokens of valid-ps_2_0-ins-one-c_ctx.bin
// origin: template op {ins: one-c} + 3 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov oC0, c0
add r4, c7, c7
mov r5, c3
mul r6, r4, r4
