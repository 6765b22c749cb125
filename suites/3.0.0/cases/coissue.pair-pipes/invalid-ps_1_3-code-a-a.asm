// case: coissue.pair-pipes/invalid/ps_1_3/code-a-a (validate)
// expect: invalid [coissue.pair-pipes]
// origin: template code {code: a-a}
ps_1_3
mov r1.a, c0
+mov r0.a, c1
mov r0, c0
