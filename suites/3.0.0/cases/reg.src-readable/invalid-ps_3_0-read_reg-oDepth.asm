// case: reg.src-readable/invalid/ps_3_0/read_reg-oDepth (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oDepth}
ps_3_0
mov r0, oDepth
mov oC0, c0
