// case: mod.ps1-arith-only/invalid/ps_1_1/tex_code-x2 (validate)
// expect: invalid [mod.ps1-arith-only]
// origin: template code {code: x2}
ps_1_1
tex_x2 t0
mov r0, t0
mov r0, c0
