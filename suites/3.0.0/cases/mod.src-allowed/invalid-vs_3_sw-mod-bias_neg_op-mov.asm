// case: mod.src-allowed/invalid/vs_3_sw/mod-bias_neg_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias_neg, op: mov}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, -r1_bias
mov o0, v0
