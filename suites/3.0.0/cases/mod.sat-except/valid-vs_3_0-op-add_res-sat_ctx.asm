// case: mod.sat-except/valid/vs_3_0/op-add_res-sat_ctx (validate)
// expect: valid
// case: mod.sat-except/assemble/vs_3_0/op-add_res-sat_ctx (assemble)
// expect: the tokens of valid-vs_3_0-op-add_res-sat_ctx.bin
// origin: template shift {op: add, res: sat} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_sat r0, r1, r1
mov o0, v0
mov r4, c6
mul r5, c1, r4
mul r6, c6, r5
mov r7, r5
mad r8, r6, r6, r4
add r9, c1, c1
