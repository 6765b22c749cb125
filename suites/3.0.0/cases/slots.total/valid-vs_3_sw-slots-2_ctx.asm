// case: slots.total/valid/vs_3_sw/slots-2_ctx (validate)
// expect: valid
// case: slots.total/assemble/vs_3_sw/slots-2_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-slots-2_ctx.bin
// origin: template slots {slots: 2} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov o0, v0
mad r0, c2, c2, c2
mad r2, r0, r0, r0
mov r3, r2
add r4, c3, r2
mov r5, c2
mad r6, r3, c3, r2
