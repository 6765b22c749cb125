// case: reg.dst-writable/invalid/ps_3_sw/write_reg-v0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0}
ps_3_sw
mov v0, c0
mov oC0, c0
