// case: coissue.pair-pipes/invalid/ps_1_4/code-rgb-rgb (validate)
// expect: invalid [coissue.pair-pipes]
// origin: template code {code: rgb-rgb}
ps_1_4
mov r1.rgb, c0
+mov r0.rgb, c1
mov r0, c0
