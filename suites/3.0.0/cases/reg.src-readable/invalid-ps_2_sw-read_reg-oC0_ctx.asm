// case: reg.src-readable/invalid/ps_2_sw/read_reg-oC0_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oC0} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, oC0
mov oC0, c0
add r1, c1, c1
add r2, r1, r1
mul r3, c2, r1
