// case: mask.dp3-ps1/valid/ps_1_4/lifted_ins-a_ctx (validate)
// expect: valid
// case: mask.dp3-ps1/assemble/ps_1_4/lifted_ins-a_ctx (assemble)
// expect: the tokens of valid-ps_1_4-lifted_ins-a_ctx.bin
// origin: template op {ins: a} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
dp3 r0.w, r1, c0
mov r0, c0
add r2, c1, c1
mov r3, c7
add r4, c6, r2
mov r5, r3
