// case: mod.pp/valid/ps_2_x/lifted_op-add_res-pp_ctx (validate)
// expect: valid
// case: mod.pp/assemble/ps_2_x/lifted_op-add_res-pp_ctx (assemble)
// expect: the tokens of valid-ps_2_x-lifted_op-add_res-pp_ctx.bin
// origin: template shift {op: add, res: pp} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov oC0, c0
mul r4, c4, c4
add r5, r4, r4
add r6, r5, r5
add r7, c1, c1
mad r8, c5, r4, c5
