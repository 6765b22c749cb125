// case: reg.file-available/invalid/ps_2_sw/read_reg-vPos (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: vPos}
ps_2_sw
mov r0, vPos
mov oC0, c0
