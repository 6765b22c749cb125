// case: reg.dst-writable/invalid/ps_2_sw/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov v0, c0
mov oC0, c0
mad r0, c3, c3, c3
mad r1, c7, c7, c7
