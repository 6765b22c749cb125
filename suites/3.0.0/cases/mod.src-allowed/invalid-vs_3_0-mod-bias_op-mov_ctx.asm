// case: mod.src-allowed/invalid/vs_3_0/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov o0, v0
mov r4, c1
mov r5, r4
