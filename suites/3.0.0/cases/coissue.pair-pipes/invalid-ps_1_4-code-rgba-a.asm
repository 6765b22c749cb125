// case: coissue.pair-pipes/invalid/ps_1_4/code-rgba-a (validate)
// expect: invalid [coissue.pair-pipes]
// origin: template code {code: rgba-a}
ps_1_4
mov r1, c0
+mov r0.a, c1
mov r0, c0
