// case: mod.src-allowed/invalid/vs_2_x/mod-dz_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: add}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1_dz, r1
mov oPos, v0
