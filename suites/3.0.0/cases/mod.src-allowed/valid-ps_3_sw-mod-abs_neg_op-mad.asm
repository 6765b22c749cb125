// case: mod.src-allowed/valid/ps_3_sw/mod-abs_neg_op-mad (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_3_sw/mod-abs_neg_op-mad (assemble)
// expect: the tokens of valid-ps_3_sw-mod-abs_neg_op-mad.bin
// origin: template src_mod {mod: abs_neg, op: mad}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, -r1_abs, r1, r1
mov oC0, c0
