// case: mask.dp3-ps1/valid/ps_1_2/ins-rgba (validate)
// expect: valid
// case: mask.dp3-ps1/assemble/ps_1_2/ins-rgba (assemble)
// expect: the tokens of valid-ps_1_2-ins-rgba.bin
// origin: template op {ins: rgba}
ps_1_2
mov r1, c0
dp3 r0, r1, c0
mov r0, c0
