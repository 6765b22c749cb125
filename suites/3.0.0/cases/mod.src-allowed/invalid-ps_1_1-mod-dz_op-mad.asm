// case: mod.src-allowed/invalid/ps_1_1/mod-dz_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: mad}
ps_1_1
mov r1, c0
mad r0, r1_dz, r1, r1
mov r0, c0
