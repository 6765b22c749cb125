// case: mask.dp3-ps1/invalid/ps_1_2/ins-a_ctx (validate)
// expect: invalid [mask.dp3-ps1]
// origin: template op {ins: a} + 3 random context instructions (seed 1 attempt 1)
ps_1_2
mov r1, c0
dp3 r0.w, r1, c0
mov r0, c0
nop
nop
nop
