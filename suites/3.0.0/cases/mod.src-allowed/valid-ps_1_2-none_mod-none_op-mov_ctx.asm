// case: mod.src-allowed/valid/ps_1_2/none_mod-none_op-mov_ctx (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_2/none_mod-none_op-mov_ctx (assemble)
// expect: the tokens of valid-ps_1_2-none_mod-none_op-mov_ctx.bin
// origin: template src_mod {mod: none, op: mov} + 1 random context instructions (seed 1 attempt 0)
ps_1_2
mov r1, c0
mov r0, r1
mov r0, c0
nop
