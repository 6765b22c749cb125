// case: mod.src-allowed/invalid/ps_1_2/not_mod-not_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: not, op: add}
ps_1_2
mov r1, c0
add r0, !r1, r1
mov r0, c0
