// case: ps.oC.no-result-modifier/valid/ps_3_sw/lifted_suffix-_sat_ctx (validate)
// expect: valid
// case: ps.oC.no-result-modifier/assemble/ps_3_sw/lifted_suffix-_sat_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_suffix-_sat_ctx.bin
// origin: template oc_write {suffix: _sat} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov_sat oC0, c0
mov r0, c6
