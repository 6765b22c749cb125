// case: slots.total/valid/vs_3_0/slots-2_ctx (validate)
// expect: valid
// case: slots.total/assemble/vs_3_0/slots-2_ctx (assemble)
// expect: the tokens of valid-vs_3_0-slots-2_ctx.bin
// origin: template slots {slots: 2} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov o0, v0
mul r0, c1, c1
add r2, c3, r0
mov r3, c7
