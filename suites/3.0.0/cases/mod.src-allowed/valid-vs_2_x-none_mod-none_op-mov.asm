// case: mod.src-allowed/valid/vs_2_x/none_mod-none_op-mov (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_2_x/none_mod-none_op-mov (assemble)
// expect: the tokens of valid-vs_2_x-none_mod-none_op-mov.bin
// origin: template src_mod {mod: none, op: mov}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
