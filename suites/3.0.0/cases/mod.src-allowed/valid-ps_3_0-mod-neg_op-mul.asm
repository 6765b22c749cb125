// case: mod.src-allowed/valid/ps_3_0/mod-neg_op-mul (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_3_0/mod-neg_op-mul (assemble)
// expect: the tokens of valid-ps_3_0-mod-neg_op-mul.bin
// origin: template src_mod {mod: neg, op: mul}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, -r1, r1
mov oC0, c0
