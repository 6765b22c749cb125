// case: mod.src-allowed/valid/vs_3_0/mod-neg_op-add (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_3_0/mod-neg_op-add (assemble)
// expect: the tokens of valid-vs_3_0-mod-neg_op-add.bin
// origin: template src_mod {mod: neg, op: add}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, -r1, r1
mov o0, v0
