// case: mod.src-allowed/invalid/vs_1_1/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 2 random context instructions (seed 1 attempt 2)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oPos, v0
add r4, c0, c0
add r5, c6, c6
