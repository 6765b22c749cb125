// case: mod.sat/invalid/vs_2_sw/op-add_res-sat_ctx (validate)
// expect: invalid [mod.sat]
// origin: template shift {op: add, res: sat} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_sat r0, r1, r1
mov oPos, v0
mov r4, c5
add r5, r4, c7
mov r6, c4
mad r7, r5, r6, c0
mad r8, c2, r4, r7
