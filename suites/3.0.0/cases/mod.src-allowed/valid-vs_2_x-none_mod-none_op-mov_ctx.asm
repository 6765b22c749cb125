// case: mod.src-allowed/valid/vs_2_x/none_mod-none_op-mov_ctx (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_2_x/none_mod-none_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_2_x-none_mod-none_op-mov_ctx.bin
// origin: template src_mod {mod: none, op: mov} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
mul r4, c4, c4
mov r5, r4
