// case: mod.src-allowed/valid/vs_2_0/none_mod-none_op-mov_ctx (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_2_0/none_mod-none_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_2_0-none_mod-none_op-mov_ctx.bin
// origin: template src_mod {mod: none, op: mov} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
add r4, c5, c5
mov r5, c0
mul r6, c4, r4
mov r7, r6
