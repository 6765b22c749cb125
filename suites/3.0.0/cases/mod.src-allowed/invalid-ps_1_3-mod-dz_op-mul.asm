// case: mod.src-allowed/invalid/ps_1_3/mod-dz_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: mul}
ps_1_3
mov r1, c0
mul r0, r1_dz, r1
mov r0, c0
