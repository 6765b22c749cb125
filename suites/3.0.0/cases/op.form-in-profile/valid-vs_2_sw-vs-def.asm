// case: op.form-in-profile/valid/vs_2_sw/vs-def (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs-def (assemble)
// expect: the tokens of valid-vs_2_sw-vs-def.bin
// origin: template code {code: mov r0, c4, decls: def c4, 1, 0.5, -2, 0}
vs_2_sw
dcl_position v0
def c4, 1, 0.5, -2, 0
mov r0, c4
mov oPos, v0
