// case: mask.dp3-ps1/valid/ps_1_1/ins-rgb_ctx (validate)
// expect: valid
// case: mask.dp3-ps1/assemble/ps_1_1/ins-rgb_ctx (assemble)
// expect: the tokens of valid-ps_1_1-ins-rgb_ctx.bin
// origin: template op {ins: rgb} + 6 random context instructions (seed 1 attempt 0)
ps_1_1
mov r1, c0
dp3 r0.xyz, r1, c0
mov r0, c0
nop
nop
nop
nop
nop
nop
