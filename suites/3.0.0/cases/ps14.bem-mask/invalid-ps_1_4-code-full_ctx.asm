// case: ps14.bem-mask/invalid/ps_1_4/code-full_ctx (validate)
// expect: invalid [ps14.bem-mask]
// origin: template code {code: full} + 2 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
bem r2, c0, r1
phase
texld r3, t1
mov r0, c0
add r4, c4, c4
mad r5, c4, r4, c4
