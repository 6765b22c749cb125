// case: reg.dst-writable/invalid/ps_3_0/write_reg-b0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: b0}
ps_3_0
mov b0, c0
mov oC0, c0
