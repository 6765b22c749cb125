// case: mod.src-allowed/invalid/ps_1_2/mod-x2_op-mov_ctx (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2, op: mov} + 4 random context instructions (seed 1 attempt 0)
ps_1_2
mov r1, c0
mov r0, r1_x2
mov r0, c0
nop
nop
nop
nop
