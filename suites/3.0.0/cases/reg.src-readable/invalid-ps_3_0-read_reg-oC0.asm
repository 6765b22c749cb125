// case: reg.src-readable/invalid/ps_3_0/read_reg-oC0 (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oC0}
ps_3_0
mov r0, oC0
mov oC0, c0
