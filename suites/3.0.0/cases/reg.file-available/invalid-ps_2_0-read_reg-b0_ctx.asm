// case: reg.file-available/invalid/ps_2_0/read_reg-b0_ctx (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: b0} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
mov r0, b0
mov oC0, c0
add r1, c7, c7
