// case: mod.sat/valid/vs_3_0/lifted_op-add_res-sat_ctx (validate)
// expect: valid
// case: mod.sat/assemble/vs_3_0/lifted_op-add_res-sat_ctx (assemble)
// expect: the tokens of valid-vs_3_0-lifted_op-add_res-sat_ctx.bin
// origin: template shift {op: add, res: sat} + 6 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_sat r0, r1, r1
mov o0, v0
add r4, c7, c7
mov r5, c4
mov r6, c7
mul r7, c7, r5
mul r8, c2, r7
mul r9, c5, c5
