// case: mod.pp/valid/ps_3_0/lifted_op-add_res-pp_ctx (validate)
// expect: valid
// case: mod.pp/assemble/ps_3_0/lifted_op-add_res-pp_ctx (assemble)
// expect: the tokens of valid-ps_3_0-lifted_op-add_res-pp_ctx.bin
// origin: template shift {op: add, res: pp} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov oC0, c0
mul r4, c2, c2
mov r5, r4
mul r6, c6, c6
