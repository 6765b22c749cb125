// case: reg.dst-writable/invalid/ps_3_sw/write_reg-i0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: i0}
ps_3_sw
mov i0, c0
mov oC0, c0
