// case: op.texkill-register/valid/ps_2_sw/sm2_ins-r1_ctx (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_2_sw/sm2_ins-r1_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-sm2_ins-r1_ctx.bin
// origin: template op {decls: dcl t0, ins: r1} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov oC0, c0
add r0, c1, c1
add r4, r0, c5
mul r5, r4, c3
mov r6, r4
add r7, r4, c6
mad r8, c1, r5, c1
