// case: mod.pp/valid/ps_2_0/lifted_op-add_res-pp_ctx (validate)
// expect: valid
// case: mod.pp/assemble/ps_2_0/lifted_op-add_res-pp_ctx (assemble)
// expect: the tokens of valid-ps_2_0-lifted_op-add_res-pp_ctx.bin
// origin: template shift {op: add, res: pp} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov oC0, c0
add r4, c5, c5
add r5, r4, c6
mul r6, r5, c6
mov r7, c5
