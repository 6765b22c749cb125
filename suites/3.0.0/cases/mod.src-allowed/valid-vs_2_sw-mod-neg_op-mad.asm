// case: mod.src-allowed/valid/vs_2_sw/mod-neg_op-mad (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_2_sw/mod-neg_op-mad (assemble)
// expect: the tokens of valid-vs_2_sw-mod-neg_op-mad.bin
// origin: template src_mod {mod: neg, op: mad}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, -r1, r1, r1
mov oPos, v0
