// case: mod.pp/invalid/vs_3_sw/op-add_res-pp_ctx (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp} + 2 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov o0, v0
add r4, c2, c2
mad r5, r4, c3, r4
