// case: mask.dp3-ps1/valid/ps_1_2/ins-rgb (validate)
// expect: valid
// case: mask.dp3-ps1/assemble/ps_1_2/ins-rgb (assemble)
// expect: the tokens of valid-ps_1_2-ins-rgb.bin
// origin: template op {ins: rgb}
ps_1_2
mov r1, c0
dp3 r0.rgb, r1, c0
mov r0, c0
