// case: reg.src-readable/invalid/ps_3_sw/read_reg-oC0 (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oC0}
ps_3_sw
mov r0, oC0
mov oC0, c0
