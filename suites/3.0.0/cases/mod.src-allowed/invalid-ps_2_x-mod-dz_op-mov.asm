// case: mod.src-allowed/invalid/ps_2_x/mod-dz_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: mov}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_dz
mov oC0, c0
