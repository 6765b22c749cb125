// case: reg.dst-writable/invalid/ps_1_4/write_reg-c1 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: c1}
ps_1_4
mov c1, c0
mov r0, c0
