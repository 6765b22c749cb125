// case: reg.file-available/invalid/vs_3_0/read_reg-vPos (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: vPos}
vs_3_0
dcl_position v0
dcl_position o0
mov r0, vPos
mov o0, v0
