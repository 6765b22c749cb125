// case: ps1.texaddr-src-modifier/invalid/ps_1_1/code-texbem-bx2_ctx (validate)
// expect: invalid [ps1.texaddr-src-modifier]
// origin: template code {code: texbem-bx2} + 1 random context instructions (seed 1 attempt 0)
ps_1_1
tex t0
texbem t1, t0_bx2
mov r0, t1
mov r0, c0
mad r1, c6, c6, c6
