// case: mod.src-allowed/invalid/ps_3_sw/mod-dz_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: mad}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1_dz, r1, r1
mov oC0, c0
