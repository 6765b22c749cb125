// case: mod.src-allowed/invalid/vs_3_sw/mod-bias_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov o0, v0
mad r4, c2, c2, c2
mov r5, r4
add r6, r4, r4
mov r7, c3
add r8, c6, c6
mad r9, r7, r6, c0
