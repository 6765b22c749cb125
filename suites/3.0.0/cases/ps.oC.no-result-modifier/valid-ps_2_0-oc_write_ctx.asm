// case: ps.oC.no-result-modifier/valid/ps_2_0/oc_write_ctx (validate)
// expect: valid
// case: ps.oC.no-result-modifier/assemble/ps_2_0/oc_write_ctx (assemble)
// expect: the tokens of valid-ps_2_0-oc_write_ctx.bin
// origin: template oc_write {} + 2 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov r0, c1
mul r4, r0, r0
