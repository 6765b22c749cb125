// case: mod.src-allowed/valid/ps_1_4/mod-neg_op-mad (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_4/mod-neg_op-mad (assemble)
// expect: the tokens of valid-ps_1_4-mod-neg_op-mad.bin
// origin: template src_mod {mod: neg, op: mad}
ps_1_4
mov r1, c0
mad r0, -r1, r1, r1
mov r0, c0
