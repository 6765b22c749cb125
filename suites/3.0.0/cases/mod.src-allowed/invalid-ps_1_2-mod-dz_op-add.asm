// case: mod.src-allowed/invalid/ps_1_2/mod-dz_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: add}
ps_1_2
mov r1, c0
add r0, r1_dz, r1
mov r0, c0
