// case: slots.total/valid/ps_3_0/slots-2_ctx (validate)
// expect: valid
// case: slots.total/assemble/ps_3_0/slots-2_ctx (assemble)
// expect: the tokens of valid-ps_3_0-slots-2_ctx.bin
// origin: template slots {slots: 2} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov oC0, c0
add r0, c7, c7
mul r2, r0, r0
