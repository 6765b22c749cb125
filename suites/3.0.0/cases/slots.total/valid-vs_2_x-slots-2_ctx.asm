// case: slots.total/valid/vs_2_x/slots-2_ctx (validate)
// expect: valid
// case: slots.total/assemble/vs_2_x/slots-2_ctx (assemble)
// expect: the tokens of valid-vs_2_x-slots-2_ctx.bin
// origin: template slots {slots: 2} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov oPos, v0
add r0, c2, c2
mul r2, r0, r0
