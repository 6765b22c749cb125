// case: mod.not-bool/invalid/ps_2_x/mod-not_op-add (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: add}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, !r1, r1
mov oC0, c0
