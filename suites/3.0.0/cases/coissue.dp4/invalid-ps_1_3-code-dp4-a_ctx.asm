// case: coissue.dp4/invalid/ps_1_3/code-dp4-a_ctx (validate)
// expect: invalid [coissue.dp4]
// origin: template code {code: dp4-a} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
mov r0.xyz, c0
+dp4 r0.w, c0, c1
mov r0, c0
mov r1, c6
