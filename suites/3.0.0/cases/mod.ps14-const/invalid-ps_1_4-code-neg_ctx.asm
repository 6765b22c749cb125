// case: mod.ps14-const/invalid/ps_1_4/code-neg_ctx (validate)
// expect: invalid [mod.ps14-const]
// origin: template code {code: neg} + 2 random context instructions (seed 1 attempt 0)
ps_1_4
add r0, -c0, c1
mov r0, c0
mul r1, c4, c4
mad r2, r1, c6, r1
