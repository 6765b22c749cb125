// case: mod.ps1-arith-only/invalid/ps_1_4/tex_code-x2_ctx (validate)
// expect: invalid [mod.ps1-arith-only]
// origin: template code {code: x2} + 5 random context instructions (seed 1 attempt 0)
ps_1_4
texld_x2 r0, t0
mov r0, c0
mul r1, c0, c0
mul r2, r1, r1
mov r3, r2
mad r4, c3, c3, c3
mul r5, r2, c3
