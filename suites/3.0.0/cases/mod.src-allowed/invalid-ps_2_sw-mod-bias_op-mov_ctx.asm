// case: mod.src-allowed/invalid/ps_2_sw/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oC0, c0
mov r4, c5
add r5, r4, c6
mov r6, r5
mul r7, c4, c4
mul r8, c3, r6
