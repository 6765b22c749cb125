// case: coissue.dp4/invalid/ps_1_4/code-dp4-a (validate)
// expect: invalid [coissue.dp4]
// origin: template code {code: dp4-a}
ps_1_4
mov r0.rgb, c0
+dp4 r0.a, c0, c1
mov r0, c0
