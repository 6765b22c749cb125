// case: mod.ps1-arith-only/invalid/ps_1_3/tex_code-x2_ctx (validate)
// expect: invalid [mod.ps1-arith-only]
// origin: template code {code: x2} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
tex_x2 t0
mov r0, t0
mov r0, c0
mov r1, c2
