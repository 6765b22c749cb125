// case: ports.limit/valid/ps_3_0/ins-one-c_ctx (validate)
// expect: valid
// case: ports.limit/assemble/ps_3_0/ins-one-c_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-one-c_ctx.bin
// origin: template op {ins: one-c} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov oC0, c0
add r4, c3, c3
mul r5, r4, c4
add r6, c4, r4
mul r7, r5, r6
add r8, c1, c1
