// case: coissue.pair-pipes/valid/ps_1_3/code-a-rgb (validate)
// expect: valid
// case: coissue.pair-pipes/assemble/ps_1_3/code-a-rgb (assemble)
// expect: the tokens of valid-ps_1_3-code-a-rgb.bin
// origin: template code {code: a-rgb}
ps_1_3
add r1.a, c0, c1
+mul r1.rgb, c0, c1
mov r0, c0
