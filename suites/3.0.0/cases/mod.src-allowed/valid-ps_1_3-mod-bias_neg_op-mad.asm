// case: mod.src-allowed/valid/ps_1_3/mod-bias_neg_op-mad (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_3/mod-bias_neg_op-mad (assemble)
// expect: the tokens of valid-ps_1_3-mod-bias_neg_op-mad.bin
// origin: template src_mod {mod: bias_neg, op: mad}
ps_1_3
mov r1, c0
mad r0, -r1_bias, r1, r1
mov r0, c0
