// case: op.form-in-profile/valid/ps_1_4/ps14-tex_code-phase (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps14-tex_code-phase (assemble)
// expect: the tokens of valid-ps_1_4-ps14-tex_code-phase.bin
// origin: template code {code: phase}
ps_1_4
texld r1, t0
phase
texld r0, t1
mov r0, c0
