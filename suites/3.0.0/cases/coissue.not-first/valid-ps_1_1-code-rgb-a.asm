// case: coissue.not-first/valid/ps_1_1/code-rgb-a (validate)
// expect: valid
// case: coissue.not-first/assemble/ps_1_1/code-rgb-a (assemble)
// expect: the tokens of valid-ps_1_1-code-rgb-a.bin
// origin: template code {code: rgb-a}
ps_1_1
mov r0.rgb, c0
+mov r0.a, c1
mov r0, c0
