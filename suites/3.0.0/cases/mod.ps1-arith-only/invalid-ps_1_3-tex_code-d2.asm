// case: mod.ps1-arith-only/invalid/ps_1_3/tex_code-d2 (validate)
// expect: invalid [mod.ps1-arith-only]
// origin: template code {code: d2}
ps_1_3
tex_d2 t0
mov r0, t0
mov r0, c0
