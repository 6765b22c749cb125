// case: op.form-in-profile/valid/vs_2_x/vs2-def_decls-defb (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2-def_decls-defb (assemble)
// expect: the tokens of valid-vs_2_x-vs2-def_decls-defb.bin
// origin: template code {code: mov r0, c0, decls: defb}
vs_2_x
dcl_position v0
defb b0, true
mov r0, c0
mov oPos, v0
