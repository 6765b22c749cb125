// case: coissue.not-first/invalid/ps_1_3/code-first_ctx (validate)
// expect: invalid [coissue.not-first]
// origin: template code {code: first} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
+mov r0.w, c0
mov r0, c0
mov r1, c4
