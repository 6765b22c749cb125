// case: ps1.slot.coissue/valid/ps_1_2/code-a-rgb-two (validate)
// expect: valid
// case: ps1.slot.coissue/assemble/ps_1_2/code-a-rgb-two (assemble)
// expect: the tokens of valid-ps_1_2-code-a-rgb-two.bin
// origin: template code {code: a-rgb-two}
ps_1_2
mov r1.rgb, c0
mov r0.a, c0
+mov r1.rgb, c1
mov r0, c0
