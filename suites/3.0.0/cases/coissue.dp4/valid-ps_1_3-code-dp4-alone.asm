// case: coissue.dp4/valid/ps_1_3/code-dp4-alone (validate)
// expect: valid
// case: coissue.dp4/assemble/ps_1_3/code-dp4-alone (assemble)
// expect: the tokens of valid-ps_1_3-code-dp4-alone.bin
// origin: template code {code: dp4-alone}
ps_1_3
dp4 r0, c0, c1
mov r0, c0
