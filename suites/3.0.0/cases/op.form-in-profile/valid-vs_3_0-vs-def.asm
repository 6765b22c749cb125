// case: op.form-in-profile/valid/vs_3_0/vs-def (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs-def (assemble)
// expect: the tokens of valid-vs_3_0-vs-def.bin
// origin: template code {code: mov r0, c4, decls: def c4, 1, 0.5, -2, 0}
vs_3_0
dcl_position v0
dcl_position o0
def c4, 1, 0.5, -2, 0
mov r0, c4
mov o0, v0
