// case: coissue.dp4/invalid/ps_1_2/code-dp4-rgb (validate)
// expect: invalid [coissue.dp4]
// origin: template code {code: dp4-rgb}
ps_1_2
mov r0.a, c0
+dp4 r0.rgb, c0, c1
mov r0, c0
