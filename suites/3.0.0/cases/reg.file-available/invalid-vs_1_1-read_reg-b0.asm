// case: reg.file-available/invalid/vs_1_1/read_reg-b0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: b0}
vs_1_1
dcl_position v0
mov r0, b0
mov oPos, v0
