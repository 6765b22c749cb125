// case: mod.src-allowed/valid/ps_1_4/mod-bias_neg_op-mov (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_4/mod-bias_neg_op-mov (assemble)
// expect: the tokens of valid-ps_1_4-mod-bias_neg_op-mov.bin
// origin: template src_mod {mod: bias_neg, op: mov}
ps_1_4
mov r1, c0
mov r0, -r1_bias
mov r0, c0
