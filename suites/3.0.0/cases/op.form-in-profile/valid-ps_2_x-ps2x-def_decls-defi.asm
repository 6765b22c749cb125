// case: op.form-in-profile/valid/ps_2_x/ps2x-def_decls-defi (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2x-def_decls-defi (assemble)
// expect: the tokens of valid-ps_2_x-ps2x-def_decls-defi.bin
// origin: template code {code: mov r0, c0, decls: defi}
ps_2_x
defi i0, 1, 0, 1, 0
mov r0, c0
mov oC0, c0
