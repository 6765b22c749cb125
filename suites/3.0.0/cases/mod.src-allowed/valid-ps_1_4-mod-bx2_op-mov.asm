// case: mod.src-allowed/valid/ps_1_4/mod-bx2_op-mov (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_1_4/mod-bx2_op-mov (assemble)
// expect: the tokens of valid-ps_1_4-mod-bx2_op-mov.bin
// origin: template src_mod {mod: bx2, op: mov}
ps_1_4
mov r1, c0
mov r0, r1_bx2
mov r0, c0
