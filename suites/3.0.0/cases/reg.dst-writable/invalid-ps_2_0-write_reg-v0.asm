// case: reg.dst-writable/invalid/ps_2_0/write_reg-v0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0}
ps_2_0
mov v0, c0
mov oC0, c0
