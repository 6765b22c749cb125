// case: reg.file-available/invalid/ps_1_4/read_reg-s0_ctx (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: s0} + 2 random context instructions (seed 1 attempt 1)
ps_1_4
mov r0, s0
mov r0, c0
mov r1, c7
mul r2, c0, c0
