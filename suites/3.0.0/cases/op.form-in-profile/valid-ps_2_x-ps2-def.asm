// case: op.form-in-profile/valid/ps_2_x/ps2-def (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2-def (assemble)
// expect: the tokens of valid-ps_2_x-ps2-def.bin
// origin: template code {code: mov r0, c4, decls: def c4, 1, 0.5, -0.5, 0}
ps_2_x
def c4, 1, 0.5, -0.5, 0
mov r0, c4
mov oC0, c0
