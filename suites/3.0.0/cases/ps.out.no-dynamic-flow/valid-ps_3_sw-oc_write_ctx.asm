// case: ps.out.no-dynamic-flow/valid/ps_3_sw/oc_write_ctx (validate)
// expect: valid
// case: ps.out.no-dynamic-flow/assemble/ps_3_sw/oc_write_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-oc_write_ctx.bin
// origin: template oc_write {} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
add r0, c2, c2
mul r4, r0, c5
