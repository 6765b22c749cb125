// case: reg.file-available/invalid/vs_3_sw/read_reg-vFace (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: vFace}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, vFace
mov o0, v0
