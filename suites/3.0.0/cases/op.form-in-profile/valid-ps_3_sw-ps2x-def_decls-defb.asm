// case: op.form-in-profile/valid/ps_3_sw/ps2x-def_decls-defb (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2x-def_decls-defb (assemble)
// expect: the tokens of valid-ps_3_sw-ps2x-def_decls-defb.bin
// origin: template code {code: mov r0, c0, decls: defb}
ps_3_sw
defb b0, true
mov r0, c0
mov oC0, c0
