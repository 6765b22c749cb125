// case: mod.ps1-arith-only/invalid/ps_1_3/tex_code-sat (validate)
// expect: invalid [mod.ps1-arith-only]
// origin: template code {code: sat}
ps_1_3
tex_sat t0
mov r0, t0
mov r0, c0
