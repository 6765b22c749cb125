// case: op.form-in-profile/valid/vs_3_sw/vs2-def_decls-defi (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/vs2-def_decls-defi (assemble)
// expect: the tokens of valid-vs_3_sw-vs2-def_decls-defi.bin
// origin: template code {code: mov r0, c0, decls: defi}
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 1, 0, 1, 0
mov r0, c0
mov o0, v0
