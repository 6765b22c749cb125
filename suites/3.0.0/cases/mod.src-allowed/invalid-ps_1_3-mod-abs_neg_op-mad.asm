// case: mod.src-allowed/invalid/ps_1_3/mod-abs_neg_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: abs_neg, op: mad}
ps_1_3
mov r1, c0
mad r0, -r1_abs, r1, r1
mov r0, c0
