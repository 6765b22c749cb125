// case: coissue.dp4/invalid/ps_1_2/code-dp4-a_ctx (validate)
// expect: invalid [coissue.dp4]
// origin: template code {code: dp4-a} + 1 random context instructions (seed 1 attempt 0)
ps_1_2
mov r0.xyz, c0
+dp4 r0.w, c0, c1
mov r0, c0
mad r1, c7, c7, c7
