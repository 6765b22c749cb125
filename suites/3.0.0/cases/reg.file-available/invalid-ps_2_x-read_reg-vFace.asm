// case: reg.file-available/invalid/ps_2_x/read_reg-vFace (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: vFace}
ps_2_x
mov r0, vFace
mov oC0, c0
