// case: ps.out.no-dynamic-flow/valid/ps_2_sw/oc_write_ctx (validate)
// expect: valid
// case: ps.out.no-dynamic-flow/assemble/ps_2_sw/oc_write_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-oc_write_ctx.bin
// origin: template oc_write {} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov r0, c1
mov r4, r0
mad r5, c6, r0, c6
add r6, c1, c1
mov r7, r4
