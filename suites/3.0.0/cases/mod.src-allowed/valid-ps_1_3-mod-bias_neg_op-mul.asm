// case: mod.src-allowed/valid/ps_1_3/mod-bias_neg_op-mul (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_3/mod-bias_neg_op-mul (assemble)
// expect: the tokens of valid-ps_1_3-mod-bias_neg_op-mul.bin
// origin: template src_mod {mod: bias_neg, op: mul}
ps_1_3
mov r1, c0
mul r0, -r1_bias, r1
mov r0, c0
