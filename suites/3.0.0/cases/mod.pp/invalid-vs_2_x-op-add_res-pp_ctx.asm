// case: mod.pp/invalid/vs_2_x/op-add_res-pp_ctx (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov oPos, v0
mul r4, c1, c1
mad r5, c4, c4, r4
mul r6, c3, r4
mad r7, c4, c4, r4
