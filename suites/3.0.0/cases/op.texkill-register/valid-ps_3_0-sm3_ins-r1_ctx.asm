// case: op.texkill-register/valid/ps_3_0/sm3_ins-r1_ctx (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_3_0/sm3_ins-r1_ctx (assemble)
// expect: the tokens of valid-ps_3_0-sm3_ins-r1_ctx.bin
// origin: template op {ins: r1} + 5 random context instructions (seed 1 attempt 1)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov oC0, c0
add r0, c3, c3
mov r4, r0
mul r5, r0, r0
add r6, r4, c1
mov r7, r4
