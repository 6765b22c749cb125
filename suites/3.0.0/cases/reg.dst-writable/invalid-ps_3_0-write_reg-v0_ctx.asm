// case: reg.dst-writable/invalid/ps_3_0/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
mov v0, c0
mov oC0, c0
add r0, c0, c0
