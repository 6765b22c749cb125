// case: mod.src-allowed/valid/vs_3_sw/mod-abs_op-mul (validate)
// expect: valid
// case: mod.src-allowed/assemble/vs_3_sw/mod-abs_op-mul (assemble)
// expect: the tokens of valid-vs_3_sw-mod-abs_op-mul.bin
// origin: template src_mod {mod: abs, op: mul}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, r1_abs, r1
mov o0, v0
