// case: mod.src-allowed/invalid/vs_2_0/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oPos, v0
add r4, c7, c7
mul r5, r4, c3
mad r6, c7, r5, r5
mul r7, c1, c1
mad r8, r5, r4, c5
mul r9, r4, r4
