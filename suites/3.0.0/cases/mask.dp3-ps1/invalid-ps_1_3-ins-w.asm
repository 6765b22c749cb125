// case: mask.dp3-ps1/invalid/ps_1_3/ins-w (validate)
// expect: invalid [mask.dp3-ps1]
// origin: template op {ins: w}
ps_1_3
mov r1, c0
dp3 r1.w, r1, c0
mov r0, c0
