// case: reg.dst-writable/invalid/ps_2_sw/write_reg-c1 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: c1}
ps_2_sw
mov c1, c0
mov oC0, c0
