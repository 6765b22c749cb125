// case: reg.dst-writable/invalid/ps_2_sw/write_reg-t0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: t0}
ps_2_sw
mov t0, c0
mov oC0, c0
