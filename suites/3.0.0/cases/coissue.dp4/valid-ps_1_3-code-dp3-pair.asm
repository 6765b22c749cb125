// case: coissue.dp4/valid/ps_1_3/code-dp3-pair (validate)
// expect: valid
// case: coissue.dp4/assemble/ps_1_3/code-dp3-pair (assemble)
// expect: the tokens of valid-ps_1_3-code-dp3-pair.bin
// origin: template code {code: dp3-pair}
ps_1_3
dp3 r0.rgb, c0, c1
+mov r0.a, c1
mov r0, c0
