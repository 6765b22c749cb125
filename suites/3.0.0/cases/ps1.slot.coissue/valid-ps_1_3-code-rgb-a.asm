// case: ps1.slot.coissue/valid/ps_1_3/code-rgb-a (validate)
// expect: valid
// case: ps1.slot.coissue/assemble/ps_1_3/code-rgb-a (assemble)
// expect: the tokens of valid-ps_1_3-code-rgb-a.bin
// origin: template code {code: rgb-a}
ps_1_3
mov r0.rgb, c0
+mov r0.a, c1
mov r0, c0
