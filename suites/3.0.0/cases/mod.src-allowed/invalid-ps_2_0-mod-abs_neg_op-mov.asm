// case: mod.src-allowed/invalid/ps_2_0/mod-abs_neg_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: abs_neg, op: mov}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, -r1_abs
mov oC0, c0
