// case: mod.src-allowed/invalid/ps_1_4/mod-abs_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: abs, op: mov} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
mov r0, r1_abs
mov r0, c0
mov r2, c2
