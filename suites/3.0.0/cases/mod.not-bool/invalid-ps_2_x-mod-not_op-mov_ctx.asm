// case: mod.not-bool/invalid/ps_2_x/mod-not_op-mov_ctx (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oC0, c0
mov r4, c0
mov r5, r4
mov r6, r5
mov r7, c0
mad r8, c0, r5, c0
mad r9, r5, c7, c7
