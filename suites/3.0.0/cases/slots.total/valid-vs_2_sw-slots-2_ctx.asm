// case: slots.total/valid/vs_2_sw/slots-2_ctx (validate)
// expect: valid
// case: slots.total/assemble/vs_2_sw/slots-2_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-slots-2_ctx.bin
// origin: template slots {slots: 2} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov oPos, v0
mad r0, c1, c1, c1
mov r2, r0
mov r3, r2
add r4, c1, c1
mul r5, r0, r0
mad r6, r4, r4, r2
