// case: reg.dst-writable/invalid/ps_1_4/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 3 random context instructions (seed 1 attempt 2)
ps_1_4
mov v0, c0
mov r0, c0
add r1, c2, c2
add r2, r1, r1
add r3, c7, r2
