// case: reg.file-available/invalid/ps_2_0/read_reg-p0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: p0}
ps_2_0
mov r0, p0
mov oC0, c0
