// case: reg.file-available/invalid/ps_2_0/read_reg-i0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: i0}
ps_2_0
mov r0, i0
mov oC0, c0
