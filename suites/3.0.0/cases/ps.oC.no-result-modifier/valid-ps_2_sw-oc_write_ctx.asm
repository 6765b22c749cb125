// case: ps.oC.no-result-modifier/valid/ps_2_sw/oc_write_ctx (validate)
// expect: valid
// case: ps.oC.no-result-modifier/assemble/ps_2_sw/oc_write_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-oc_write_ctx.bin
// origin: template oc_write {} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mad r0, c4, c4, c4
mad r4, c1, c1, r0
add r5, c2, c2
mov r6, r0
add r7, c3, r0
mul r8, c6, c6
