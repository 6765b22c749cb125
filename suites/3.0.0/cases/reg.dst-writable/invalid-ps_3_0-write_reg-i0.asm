// case: reg.dst-writable/invalid/ps_3_0/write_reg-i0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: i0}
ps_3_0
mov i0, c0
mov oC0, c0
