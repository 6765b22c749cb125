// case: mod.src-allowed/valid/ps_3_sw/none_mod-none_op-add (validate)
// expect: valid
// case: mod.src-allowed/assemble/ps_3_sw/none_mod-none_op-add (assemble)
// expect: the tokens of valid-ps_3_sw-none_mod-none_op-add.bin
// origin: template src_mod {mod: none, op: add}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oC0, c0
