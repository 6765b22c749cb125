// case: reg.src-readable/invalid/ps_2_0/read_reg-oDepth (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oDepth}
ps_2_0
mov r0, oDepth
mov oC0, c0
