// case: mod.pp/invalid/vs_3_0/op-add_res-pp_ctx (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov o0, v0
mul r4, c3, c3
mov r5, c2
