// case: ps1.texaddr-src-file/invalid/ps_1_3/code-const_ctx (validate)
// expect: invalid [ps1.texaddr-src-file]
// origin: template code {code: const} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
texbem t1, c0
mov r0, t1
mov r0, c0
mov r1, c4
