// case: coissue.pair-pipes/valid/ps_1_1/code-rgb-a (validate)
// expect: valid
// case: coissue.pair-pipes/assemble/ps_1_1/code-rgb-a (assemble)
// expect: the tokens of valid-ps_1_1-code-rgb-a.bin
// origin: template code {code: rgb-a}
ps_1_1
mov r1.rgb, c0
+mov r1.a, c1
mov r0, c0
