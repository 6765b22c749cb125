// case: mod.src-allowed/valid/ps_3_sw/none_mod-none_op-mov_ctx (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_3_sw/none_mod-none_op-mov_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-none_mod-none_op-mov_ctx.bin
// origin: template src_mod {mod: none, op: mov} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oC0, c0
mul r4, c1, c1
mov r5, r4
mad r6, r4, c7, c7
