// case: reg.dst-writable/invalid/ps_2_x/write_reg-b0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: b0}
ps_2_x
mov b0, c0
mov oC0, c0
