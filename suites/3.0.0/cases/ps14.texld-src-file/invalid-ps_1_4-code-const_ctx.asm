// case: ps14.texld-src-file/invalid/ps_1_4/code-const_ctx (validate)
// expect: invalid [ps14.texld-src-file]
// origin: template code {code: const} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, c0
mov r0, c0
mad r2, c4, c4, c4
