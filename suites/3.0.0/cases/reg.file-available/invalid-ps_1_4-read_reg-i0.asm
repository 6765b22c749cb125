// case: reg.file-available/invalid/ps_1_4/read_reg-i0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: i0}
ps_1_4
mov r0, i0
mov r0, c0
