// case: reg.dst-writable/invalid/ps_2_0/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 3 random context instructions (seed 1 attempt 1)
ps_2_0
mov v0, c0
mov oC0, c0
add r0, c0, c0
add r1, r0, c4
mov r2, c1
