// case: reg.file-available/invalid/ps_2_sw/read_reg-vFace (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: vFace}
ps_2_sw
mov r0, vFace
mov oC0, c0
