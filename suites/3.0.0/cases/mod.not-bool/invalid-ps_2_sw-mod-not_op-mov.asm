// case: mod.not-bool/invalid/ps_2_sw/mod-not_op-mov (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oC0, c0
