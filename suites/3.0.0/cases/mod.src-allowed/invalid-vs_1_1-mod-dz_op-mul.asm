// case: mod.src-allowed/invalid/vs_1_1/mod-dz_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: mul}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, r1_dz, r1
mov oPos, v0
