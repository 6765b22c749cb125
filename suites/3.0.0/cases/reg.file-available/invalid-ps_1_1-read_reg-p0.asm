// case: reg.file-available/invalid/ps_1_1/read_reg-p0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: p0}
ps_1_1
mov r0, p0
mov r0, c0
