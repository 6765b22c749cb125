// case: ps14.texld-src-swizzle/invalid/ps_1_4/code-x_ctx (validate)
// expect: invalid [ps14.texld-src-swizzle]
// origin: template code {code: x} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0.x
mov r0, c0
mov r2, c5
