// case: reg.dst-writable/invalid/ps_2_x/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov v0, c0
mov oC0, c0
mov r0, c5
mad r1, c5, r0, c5
mul r2, r0, c0
add r3, c1, r0
add r4, r0, c0
