// case: mask.dp3-ps1/valid/ps_1_1/ins-xyz (validate)
// expect: valid
// case: mask.dp3-ps1/assemble/ps_1_1/ins-xyz (assemble)
// expect: the tokens of valid-ps_1_1-ins-xyz.bin
// origin: template op {ins: xyz}
ps_1_1
mov r1, c0
dp3 r0.xyz, r1, c0
mov r0, c0
