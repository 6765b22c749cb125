// case: reg.file-available/invalid/ps_3_sw/read_reg-t0 (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: t0}
ps_3_sw
mov r0, t0
mov oC0, c0
