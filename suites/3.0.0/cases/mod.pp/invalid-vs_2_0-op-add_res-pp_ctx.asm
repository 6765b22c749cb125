// case: mod.pp/invalid/vs_2_0/op-add_res-pp_ctx (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp} + 5 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov oPos, v0
add r4, c5, c5
mad r5, c7, r4, c7
add r6, r4, c3
mov r7, c5
mad r8, c6, c6, r4
