// case: mod.src-allowed/valid/ps_1_3/mod-comp_op-mov (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_3/mod-comp_op-mov (assemble)
// expect: the tokens of valid-ps_1_3-mod-comp_op-mov.bin
// origin: template src_mod {mod: comp, op: mov}
ps_1_3
mov r1, c0
mov r0, 1-r1
mov r0, c0
