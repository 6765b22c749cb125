// case: op.texkill-register/invalid/ps_3_sw/sm3_ins-c0_ctx (validate)
// expect: invalid [op.texkill-register]
// origin: template op {ins: c0} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
texkill c0
mov oC0, c0
mul r0, c7, c7
mov r4, c4
mul r5, r4, r0
mov r6, r0
mov r7, c1
add r8, c0, c0
