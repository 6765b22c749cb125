// case: op.form-in-profile/valid/ps_1_1/ps1-def (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps1-def (assemble)
// expect: the tokens of valid-ps_1_1-ps1-def.bin
// origin: template code {code: mov r0, c4, decls: def c4, 1, 0.5, -0.5, 0}
ps_1_1
def c4, 1, 0.5, -0.5, 0
mov r0, c4
mov r0, c0
