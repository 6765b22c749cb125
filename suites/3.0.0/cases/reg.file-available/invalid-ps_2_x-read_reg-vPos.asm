// case: reg.file-available/invalid/ps_2_x/read_reg-vPos (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: vPos}
ps_2_x
mov r0, vPos
mov oC0, c0
