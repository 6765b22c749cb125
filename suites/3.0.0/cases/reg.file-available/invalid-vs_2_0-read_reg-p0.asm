// case: reg.file-available/invalid/vs_2_0/read_reg-p0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: p0}
vs_2_0
dcl_position v0
mov r0, p0
mov oPos, v0
