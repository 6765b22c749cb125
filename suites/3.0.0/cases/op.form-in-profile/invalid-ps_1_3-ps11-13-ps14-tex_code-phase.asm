// case: op.form-in-profile/invalid/ps_1_3/ps11-13-ps14-tex_code-phase (validate)
// expect: invalid [op.form-in-profile]
// origin: template code {code: phase}
ps_1_3
tex t0
phase
mov r0, t0
mov r0, c0
