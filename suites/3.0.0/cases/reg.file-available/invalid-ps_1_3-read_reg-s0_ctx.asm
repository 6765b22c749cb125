// case: reg.file-available/invalid/ps_1_3/read_reg-s0_ctx (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: s0} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
mov r0, s0
mov r0, c0
add r1, c0, c0
