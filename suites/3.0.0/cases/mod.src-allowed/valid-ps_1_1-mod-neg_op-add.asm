// case: mod.src-allowed/valid/ps_1_1/mod-neg_op-add (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_1/mod-neg_op-add (assemble)
// expect: the tokens of valid-ps_1_1-mod-neg_op-add.bin
// origin: template src_mod {mod: neg, op: add}
ps_1_1
mov r1, c0
add r0, -r1, r1
mov r0, c0
