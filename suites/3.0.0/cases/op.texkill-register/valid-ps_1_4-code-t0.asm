// case: op.texkill-register/valid/ps_1_4/code-t0 (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_1_4/code-t0 (assemble)
// expect: the tokens of valid-ps_1_4-code-t0.bin
// origin: template code {code: t0}
ps_1_4
texkill t0
mov r0, c0
mov r0, c0
