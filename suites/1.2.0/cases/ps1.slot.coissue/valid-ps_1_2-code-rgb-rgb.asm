// case: ps1.slot.coissue/valid/ps_1_2/code-rgb-rgb (validate)
// expect: valid
// case: ps1.slot.coissue/assemble/ps_1_2/code-rgb-rgb (assemble)
// expect: the tokens of valid-ps_1_2-code-rgb-rgb.bin
// origin: template code {code: rgb-rgb}
ps_1_2
mov r1.a, c0
mov r0.rgb, c0
+mov r1.rgb, c1
mov r0, c0
