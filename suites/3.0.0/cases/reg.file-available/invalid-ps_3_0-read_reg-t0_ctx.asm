// case: reg.file-available/invalid/ps_3_0/read_reg-t0_ctx (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: t0} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r0, t0
mov oC0, c0
mul r1, c7, c7
add r2, c3, r1
