// case: ps1.texaddr-src-swizzle/invalid/ps_1_2/code-alpha_ctx (validate)
// expect: invalid [ps1.texaddr-src-swizzle]
// origin: template code {code: alpha} + 1 random context instructions (seed 1 attempt 0)
ps_1_2
tex t0
texbem t1, t0.w
mov r0, t1
mov r0, c0
mul r1, c0, c0
