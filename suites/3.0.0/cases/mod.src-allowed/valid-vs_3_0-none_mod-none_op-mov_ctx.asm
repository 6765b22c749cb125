// case: mod.src-allowed/valid/vs_3_0/none_mod-none_op-mov_ctx (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_3_0/none_mod-none_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_3_0-none_mod-none_op-mov_ctx.bin
// origin: template src_mod {mod: none, op: mov} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov o0, v0
add r4, c1, c1
add r5, r4, c2
mov r6, r4
