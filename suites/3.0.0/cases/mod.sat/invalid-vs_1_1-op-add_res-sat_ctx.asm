// case: mod.sat/invalid/vs_1_1/op-add_res-sat_ctx (validate)
// expect: invalid [mod.sat]
// origin: template shift {op: add, res: sat} + 2 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_sat r0, r1, r1
mov oPos, v0
add r4, c4, c4
mov r5, r4
