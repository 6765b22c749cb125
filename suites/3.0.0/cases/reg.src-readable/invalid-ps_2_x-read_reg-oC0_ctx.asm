// case: reg.src-readable/invalid/ps_2_x/read_reg-oC0_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oC0} + 1 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, oC0
mov oC0, c0
add r1, c6, c6
