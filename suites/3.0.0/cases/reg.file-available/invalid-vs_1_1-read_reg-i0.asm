// case: reg.file-available/invalid/vs_1_1/read_reg-i0 (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: i0}
vs_1_1
dcl_position v0
mov r0, i0
mov oPos, v0
