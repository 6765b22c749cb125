// case: reg.dst-writable/invalid/ps_1_1/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 1 random context instructions (seed 1 attempt 0)
ps_1_1
mov v0, c0
mov r0, c0
mad r1, c6, c6, c6
