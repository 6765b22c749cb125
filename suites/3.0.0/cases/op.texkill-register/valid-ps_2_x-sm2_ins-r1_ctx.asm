// case: op.texkill-register/valid/ps_2_x/sm2_ins-r1_ctx (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_2_x/sm2_ins-r1_ctx (assemble)
// expect: the tokens of valid-ps_2_x-sm2_ins-r1_ctx.bin
// origin: template op {decls: dcl t0, ins: r1} + 6 random context instructions (seed 1 attempt 1)
ps_2_x
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov oC0, c0
mul r0, c4, c4
mul r4, r0, c4
mad r5, c7, c7, r0
mul r6, r0, r0
mul r7, c4, r4
mov r8, r6
