// case: mod.src-allowed/valid/ps_3_sw/mod-abs_neg_op-mul (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_3_sw/mod-abs_neg_op-mul (assemble)
// expect: the tokens of valid-ps_3_sw-mod-abs_neg_op-mul.bin
// origin: template src_mod {mod: abs_neg, op: mul}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, -r1_abs, r1
mov oC0, c0
