// case: mod.pp/invalid/vs_1_1/op-add_res-pp_ctx (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp} + 1 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov oPos, v0
mul r4, c0, c0
