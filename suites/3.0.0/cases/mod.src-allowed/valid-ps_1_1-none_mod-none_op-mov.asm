// case: mod.src-allowed/valid/ps_1_1/none_mod-none_op-mov (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_1/none_mod-none_op-mov (assemble)
// expect: the tokens of valid-ps_1_1-none_mod-none_op-mov.bin
// origin: template src_mod {mod: none, op: mov}
ps_1_1
mov r1, c0
mov r0, r1
mov r0, c0
