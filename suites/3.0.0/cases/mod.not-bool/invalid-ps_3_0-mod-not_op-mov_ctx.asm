// case: mod.not-bool/invalid/ps_3_0/mod-not_op-mov_ctx (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oC0, c0
mul r4, c0, c0
mul r5, c6, r4
