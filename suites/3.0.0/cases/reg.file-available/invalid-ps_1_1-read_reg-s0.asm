// case: reg.file-available/invalid/ps_1_1/read_reg-s0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: s0}
ps_1_1
mov r0, s0
mov r0, c0
