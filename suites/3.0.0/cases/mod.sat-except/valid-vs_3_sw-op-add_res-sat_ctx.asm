// case: mod.sat-except/valid/vs_3_sw/op-add_res-sat_ctx (validate)
// expect: valid
// case: mod.sat-except/assemble/vs_3_sw/op-add_res-sat_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-op-add_res-sat_ctx.bin
// origin: template shift {op: add, res: sat} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_sat r0, r1, r1
mov o0, v0
mul r4, c3, c3
mov r5, r4
mad r6, r4, r5, r4
add r7, c7, r4
mov r8, r7
add r9, c5, r6
