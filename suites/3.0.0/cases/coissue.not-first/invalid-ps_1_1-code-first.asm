// case: coissue.not-first/invalid/ps_1_1/code-first (validate)
// expect: invalid [coissue.not-first]
// origin: template code {code: first}
ps_1_1
+mov r0.a, c0
mov r0, c0
