// case: mod.not-bool/invalid/ps_3_sw/mod-not_op-mov_ctx (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oC0, c0
mul r4, c7, c7
add r5, r4, c7
mad r6, c3, c3, c3
add r7, c4, r5
add r8, c5, c5
