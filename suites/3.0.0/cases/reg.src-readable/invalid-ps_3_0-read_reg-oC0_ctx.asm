// case: reg.src-readable/invalid/ps_3_0/read_reg-oC0_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oC0} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r0, oC0
mov oC0, c0
mov r1, c6
mov r2, r1
mul r3, c1, r2
mul r4, r1, c6
mul r5, c2, r3
