// case: mod.src-allowed/valid/vs_3_0/mod-abs_neg_op-mad (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_3_0/mod-abs_neg_op-mad (assemble)
// expect: the tokens of valid-vs_3_0-mod-abs_neg_op-mad.bin
// origin: template src_mod {mod: abs_neg, op: mad}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, -r1_abs, r1, r1
mov o0, v0
