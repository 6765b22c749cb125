// case: mask.dp3-ps1/invalid/ps_1_3/ins-a_ctx (validate)
// expect: invalid [mask.dp3-ps1]
// origin: template op {ins: a} + 1 random context instructions (seed 1 attempt 2)
ps_1_3
mov r1, c0
dp3 r0.w, r1, c0
mov r0, c0
nop
