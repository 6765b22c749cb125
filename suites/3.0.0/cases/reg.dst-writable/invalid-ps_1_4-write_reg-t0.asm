// case: reg.dst-writable/invalid/ps_1_4/write_reg-t0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: t0}
ps_1_4
mov t0, c0
mov r0, c0
