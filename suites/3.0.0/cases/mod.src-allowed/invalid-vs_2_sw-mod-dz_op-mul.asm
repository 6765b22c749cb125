// case: mod.src-allowed/invalid/vs_2_sw/mod-dz_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dz, op: mul}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, r1_dz, r1
mov oPos, v0
