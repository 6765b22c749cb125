// case: slots.total/valid/vs_1_1/slots-2_ctx (validate)
// expect: valid
// case: slots.total/assemble/vs_1_1/slots-2_ctx (assemble)
// expect: the tokens of valid-vs_1_1-slots-2_ctx.bin
// origin: template slots {slots: 2} + 5 random context instructions (seed 1 attempt 1)
vs_1_1
dcl_position v0
mov r1, c0
mov oPos, v0
mul r0, c5, c5
add r2, r0, r0
add r3, r0, c0
mad r4, c6, c6, r0
add r5, c3, r0
