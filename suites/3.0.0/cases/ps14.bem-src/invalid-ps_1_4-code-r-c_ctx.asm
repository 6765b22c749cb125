// case: ps14.bem-src/invalid/ps_1_4/code-r-c_ctx (validate)
// expect: invalid [ps14.bem-src]
// origin: template code {code: r-c} + 2 random context instructions (seed 1 attempt 1)
ps_1_4
texld r1, t0
bem r2.xy, r1, c0
phase
texld r3, t1
mov r0, c0
mad r4, c4, c4, c4
mad r5, c0, r4, r4
