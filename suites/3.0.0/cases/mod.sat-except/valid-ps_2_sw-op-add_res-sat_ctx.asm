// case: mod.sat-except/valid/ps_2_sw/op-add_res-sat_ctx (validate)
// expect: valid
// case: mod.sat-except/assemble/ps_2_sw/op-add_res-sat_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-op-add_res-sat_ctx.bin
// origin: template shift {op: add, res: sat} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add_sat r0, r1, r1
mov oC0, c0
mov r4, c1
mov r5, r4
