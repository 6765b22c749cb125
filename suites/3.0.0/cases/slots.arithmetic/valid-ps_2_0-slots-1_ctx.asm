// case: slots.arithmetic/valid/ps_2_0/slots-1_ctx (validate)
// expect: valid
// case: slots.arithmetic/assemble/ps_2_0/slots-1_ctx (assemble)
// expect: the tokens of valid-ps_2_0-slots-1_ctx.bin
// origin: template slots {slots: 1} + 6 random context instructions (seed 1 attempt 1)
ps_2_0
mov oC0, c0
mov r0, c4
mul r1, c6, r0
mul r2, c6, r0
mul r3, c3, r1
mul r4, c6, r2
mad r5, r4, r4, r3
