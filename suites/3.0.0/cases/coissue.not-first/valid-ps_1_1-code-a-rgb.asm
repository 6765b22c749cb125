// case: coissue.not-first/valid/ps_1_1/code-a-rgb (validate)
// expect: valid
// case: coissue.not-first/assemble/ps_1_1/code-a-rgb (assemble)
// expect: the tokens of valid-ps_1_1-code-a-rgb.bin
// origin: template code {code: a-rgb}
ps_1_1
mov r1.a, c0
+mul r1.rgb, c1, c0
mov r0, r1
mov r0, c0
