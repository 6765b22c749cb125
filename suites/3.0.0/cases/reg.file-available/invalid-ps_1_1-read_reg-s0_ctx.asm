// case: reg.file-available/invalid/ps_1_1/read_reg-s0_ctx (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: s0} + 1 random context instructions (seed 1 attempt 0)
ps_1_1
mov r0, s0
mov r0, c0
mad r1, c0, c0, c0
