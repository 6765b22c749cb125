// case: coissue.pair-pipes/invalid/ps_1_4/code-rg-b (validate)
// expect: invalid [coissue.pair-pipes]
// origin: template code {code: rg-b}
ps_1_4
mov r1.rg, c0
+mov r1.b, c1
mov r0, c0
