// case: coissue.not-first/invalid/ps_1_4/code-first_ctx (validate)
// expect: invalid [coissue.not-first]
// origin: template code {code: first} + 5 random context instructions (seed 1 attempt 0)
ps_1_4
+mov r0.w, c0
mov r0, c0
add r1, c7, c7
add r2, c4, r1
mov r3, c0
add r4, r2, c1
add r5, r1, c2
