// case: mod.src-allowed/invalid/ps_2_x/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oC0, c0
mul r4, c2, c2
add r5, c2, r4
add r6, r4, c4
