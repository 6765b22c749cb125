// case: mod.src-allowed/valid/ps_1_4/mod-x2_op-add (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_4/mod-x2_op-add (assemble)
// expect: the tokens of valid-ps_1_4-mod-x2_op-add.bin
// origin: template src_mod {mod: x2, op: add}
ps_1_4
mov r1, c0
add r0, r1_x2, r1
mov r0, c0
