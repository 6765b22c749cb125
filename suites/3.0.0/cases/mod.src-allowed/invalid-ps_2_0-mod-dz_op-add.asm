// case: mod.src-allowed/invalid/ps_2_0/mod-dz_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: add}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1_dz, r1
mov oC0, c0
