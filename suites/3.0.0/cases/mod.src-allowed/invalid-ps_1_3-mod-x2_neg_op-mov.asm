// case: mod.src-allowed/invalid/ps_1_3/mod-x2_neg_op-mov (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2_neg, op: mov}
ps_1_3
mov r1, c0
mov r0, -r1_x2
mov r0, c0
