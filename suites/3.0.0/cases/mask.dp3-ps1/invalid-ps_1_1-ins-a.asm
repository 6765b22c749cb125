// case: mask.dp3-ps1/invalid/ps_1_1/ins-a (validate)
// expect: invalid [mask.dp3-ps1]
// origin: template op {ins: a}
ps_1_1
mov r1, c0
dp3 r0.a, r1, c0
mov r0, c0
