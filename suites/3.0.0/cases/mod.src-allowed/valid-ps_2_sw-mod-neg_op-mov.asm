// case: mod.src-allowed/valid/ps_2_sw/mod-neg_op-mov (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_2_sw/mod-neg_op-mov (assemble)
// expect: the tokens of valid-ps_2_sw-mod-neg_op-mov.bin
// origin: template src_mod {mod: neg, op: mov}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, -r1
mov oC0, c0
