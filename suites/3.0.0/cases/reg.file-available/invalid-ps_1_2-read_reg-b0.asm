// case: reg.file-available/invalid/ps_1_2/read_reg-b0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: b0}
ps_1_2
mov r0, b0
mov r0, c0
