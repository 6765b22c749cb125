// case: mod.not-bool/invalid/ps_2_sw/mod-not_op-mov_ctx (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oC0, c0
mad r4, c4, c4, c4
add r5, c0, c0
