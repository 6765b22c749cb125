// case: reg.dst-writable/invalid/ps_1_2/write_reg-v0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0}
ps_1_2
mov v0, c0
mov r0, c0
