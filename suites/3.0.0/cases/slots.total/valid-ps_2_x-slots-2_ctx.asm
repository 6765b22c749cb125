// case: slots.total/valid/ps_2_x/slots-2_ctx (validate)
// expect: valid
// case: slots.total/assemble/ps_2_x/slots-2_ctx (assemble)
// expect: the tokens of valid-ps_2_x-slots-2_ctx.bin
// origin: template slots {slots: 2} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov oC0, c0
mul r0, c1, c1
mov r2, c4
