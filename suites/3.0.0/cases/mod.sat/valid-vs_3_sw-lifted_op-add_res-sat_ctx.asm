// case: mod.sat/valid/vs_3_sw/lifted_op-add_res-sat_ctx (validate)
// expect: valid
// case: mod.sat/assemble/vs_3_sw/lifted_op-add_res-sat_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-lifted_op-add_res-sat_ctx.bin
// origin: template shift {op: add, res: sat} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_sat r0, r1, r1
mov o0, v0
mov r4, c6
mov r5, r4
