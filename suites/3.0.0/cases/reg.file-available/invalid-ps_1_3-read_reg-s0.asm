// case: reg.file-available/invalid/ps_1_3/read_reg-s0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: s0}
ps_1_3
mov r0, s0
mov r0, c0
