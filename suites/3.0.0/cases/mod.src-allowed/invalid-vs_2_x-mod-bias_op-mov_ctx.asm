// case: mod.src-allowed/invalid/vs_2_x/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oPos, v0
add r4, c5, c5
