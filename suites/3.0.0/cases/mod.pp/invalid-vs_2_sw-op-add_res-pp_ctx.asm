// case: mod.pp/invalid/vs_2_sw/op-add_res-pp_ctx (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov oPos, v0
mad r4, c1, c1, c1
mul r5, r4, c3
mul r6, c6, c6
mov r7, c2
add r8, c2, r6
