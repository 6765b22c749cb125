// case: reg.file-available/invalid/ps_2_0/read_reg-b0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: b0}
ps_2_0
mov r0, b0
mov oC0, c0
