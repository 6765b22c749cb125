// case: mod.src-allowed/valid/ps_2_x/mod-neg_op-mul (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_2_x/mod-neg_op-mul (assemble)
// expect: the tokens of valid-ps_2_x-mod-neg_op-mul.bin
// origin: template src_mod {mod: neg, op: mul}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, -r1, r1
mov oC0, c0
