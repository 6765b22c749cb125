// case: mod.src-allowed/invalid/ps_3_0/mod-x2_neg_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2_neg, op: mad}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, -r1_x2, r1, r1
mov oC0, c0
