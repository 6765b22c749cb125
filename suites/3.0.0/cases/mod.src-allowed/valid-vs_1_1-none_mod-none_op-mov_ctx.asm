// case: mod.src-allowed/valid/vs_1_1/none_mod-none_op-mov_ctx (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_1_1/none_mod-none_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_1_1-none_mod-none_op-mov_ctx.bin
// origin: template src_mod {mod: none, op: mov} + 5 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
mul r4, c6, c6
mul r5, r4, r4
mov r6, c3
mad r7, r5, c2, r4
mad r8, r5, c2, r6
