// case: mod.src-allowed/invalid/vs_2_sw/mod-bias_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mad}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1_bias, r1, r1
mov oPos, v0
