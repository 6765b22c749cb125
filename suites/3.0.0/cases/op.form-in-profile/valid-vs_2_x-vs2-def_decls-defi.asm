// case: op.form-in-profile/valid/vs_2_x/vs2-def_decls-defi (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2-def_decls-defi (assemble)
// expect: the tokens of valid-vs_2_x-vs2-def_decls-defi.bin
// origin: template code {code: mov r0, c0, decls: defi}
vs_2_x
dcl_position v0
defi i0, 1, 0, 1, 0
mov r0, c0
mov oPos, v0
