// case: reg.file-available/invalid/ps_1_2/read_reg-i0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: i0}
ps_1_2
mov r0, i0
mov r0, c0
