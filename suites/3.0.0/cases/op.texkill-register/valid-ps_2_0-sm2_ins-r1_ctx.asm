// case: op.texkill-register/valid/ps_2_0/sm2_ins-r1_ctx (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_2_0/sm2_ins-r1_ctx (assemble)
// expect: the tokens of valid-ps_2_0-sm2_ins-r1_ctx.bin
// origin: template op {decls: dcl t0, ins: r1} + 3 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov oC0, c0
add r0, c5, c5
mad r4, r0, r0, c3
mad r5, r0, c5, r0
