// case: mod.ps1-arith-only/invalid/ps_1_4/tex_code-texcrd-x2 (validate)
// expect: invalid [mod.ps1-arith-only]
// origin: template code {code: texcrd-x2}
ps_1_4
texcrd_x2 r1.xyz, t1
mov r0, c0
