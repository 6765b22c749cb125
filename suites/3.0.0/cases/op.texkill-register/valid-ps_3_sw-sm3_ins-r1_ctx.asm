// case: op.texkill-register/valid/ps_3_sw/sm3_ins-r1_ctx (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_3_sw/sm3_ins-r1_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_ins-r1_ctx.bin
// origin: template op {ins: r1} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov oC0, c0
mad r0, c2, c2, c2
mad r4, r0, c5, r0
