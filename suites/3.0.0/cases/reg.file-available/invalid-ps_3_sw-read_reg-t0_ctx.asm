// case: reg.file-available/invalid/ps_3_sw/read_reg-t0_ctx (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: t0} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r0, t0
mov oC0, c0
mad r1, c7, c7, c7
mad r2, r1, c6, c6
mul r3, r1, c6
