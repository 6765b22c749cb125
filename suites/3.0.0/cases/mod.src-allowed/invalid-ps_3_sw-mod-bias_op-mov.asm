// case: mod.src-allowed/invalid/ps_3_sw/mod-bias_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bias, op: mov}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1_bias
mov oC0, c0
