// case: ps.out.no-dynamic-flow/valid/ps_3_0/oc_write_ctx (validate)
// expect: valid
// case: ps.out.no-dynamic-flow/assemble/ps_3_0/oc_write_ctx (assemble)
// expect: the tokens of valid-ps_3_0-oc_write_ctx.bin
// origin: template oc_write {} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
add r0, c2, c2
add r4, r0, r0
mul r5, r4, c5
mul r6, r5, c7
add r7, c2, r6
mul r8, r5, r0
