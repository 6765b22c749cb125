// case: mod.src-allowed/valid/vs_2_x/mod-neg_op-mul (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_2_x/mod-neg_op-mul (assemble)
// expect: the tokens of valid-vs_2_x-mod-neg_op-mul.bin
// origin: template src_mod {mod: neg, op: mul}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, -r1, r1
mov oPos, v0
