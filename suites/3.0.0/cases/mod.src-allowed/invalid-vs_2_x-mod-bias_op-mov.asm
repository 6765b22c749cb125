// case: mod.src-allowed/invalid/vs_2_x/mod-bias_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oPos, v0
