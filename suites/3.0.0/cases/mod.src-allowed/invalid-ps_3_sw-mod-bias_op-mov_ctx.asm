// case: mod.src-allowed/invalid/ps_3_sw/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oC0, c0
mul r4, c2, c2
mov r5, c4
mad r6, c7, r5, c7
mad r7, r4, c6, c6
mov r8, c2
mul r9, c2, c2
