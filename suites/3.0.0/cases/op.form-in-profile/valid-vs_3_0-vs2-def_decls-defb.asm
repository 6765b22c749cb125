// case: op.form-in-profile/valid/vs_3_0/vs2-def_decls-defb (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs2-def_decls-defb (assemble)
// expect: the tokens of valid-vs_3_0-vs2-def_decls-defb.bin
// origin: template code {code: mov r0, c0, decls: defb}
vs_3_0
dcl_position v0
dcl_position o0
defb b0, true
mov r0, c0
mov o0, v0
