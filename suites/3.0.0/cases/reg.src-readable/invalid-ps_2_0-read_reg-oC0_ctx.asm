// case: reg.src-readable/invalid/ps_2_0/read_reg-oC0_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oC0} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r0, oC0
mov oC0, c0
mul r1, c5, c5
mad r2, c5, r1, c5
mul r3, c0, r1
mul r4, c7, c7
