// case: reg.src-readable/invalid/ps_3_sw/read_reg-oC0_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oC0} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r0, oC0
mov oC0, c0
mov r1, c7
mov r2, c6
