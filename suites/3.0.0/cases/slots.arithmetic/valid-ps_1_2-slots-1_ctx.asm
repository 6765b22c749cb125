// case: slots.arithmetic/valid/ps_1_2/slots-1_ctx (validate)
// expect: valid
// case: slots.arithmetic/assemble/ps_1_2/slots-1_ctx (assemble)
// expect: the tokens of valid-ps_1_2-slots-1_ctx.bin
// origin: template slots {slots: 1} + 1 random context instructions (seed 1 attempt 0)
ps_1_2
mov r0, c0
mul r1, c6, c6
