// case: mod.src-allowed/valid/ps_1_2/mod-comp_op-mul (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_2/mod-comp_op-mul (assemble)
// expect: the tokens of valid-ps_1_2-mod-comp_op-mul.bin
// origin: template src_mod {mod: comp, op: mul}
ps_1_2
mov r1, c0
mul r0, 1-r1, r1
mov r0, c0
