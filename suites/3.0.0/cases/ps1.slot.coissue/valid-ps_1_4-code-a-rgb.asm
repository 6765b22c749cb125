// case: ps1.slot.coissue/valid/ps_1_4/code-a-rgb (validate)
// expect: valid
// case: ps1.slot.coissue/assemble/ps_1_4/code-a-rgb (assemble)
// expect: the tokens of valid-ps_1_4-code-a-rgb.bin
// origin: template code {code: a-rgb}
ps_1_4
add r0.a, c0, c1
+mul r0.rgb, c0, c1
mov r0, c0
