// case: mod.src-allowed/invalid/vs_2_x/mod-bias_neg_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias_neg, op: add}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, -r1_bias, r1
mov oPos, v0
