// case: mod.src-allowed/invalid/vs_2_sw/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oPos, v0
mad r4, c1, c1, c1
mul r5, c7, r4
mov r6, c3
mov r7, c5
mad r8, r7, r4, c0
