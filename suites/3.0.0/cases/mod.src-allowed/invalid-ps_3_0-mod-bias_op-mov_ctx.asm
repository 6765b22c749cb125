// case: mod.src-allowed/invalid/ps_3_0/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oC0, c0
mov r4, c1
mul r5, r4, c7
mad r6, r4, c5, r5
add r7, r5, c3
add r8, c6, c6
mad r9, r8, r4, c5
