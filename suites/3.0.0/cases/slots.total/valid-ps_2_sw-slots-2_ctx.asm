// case: slots.total/valid/ps_2_sw/slots-2_ctx (validate)
// expect: valid
// case: slots.total/assemble/ps_2_sw/slots-2_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-slots-2_ctx.bin
// origin: template slots {slots: 2} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov oC0, c0
add r0, c2, c2
mul r2, c3, c3
mad r3, r0, c3, r2
