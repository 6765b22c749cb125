// case: reg.src-readable/invalid/vs_2_x/read_reg-oD0 (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oD0}
vs_2_x
dcl_position v0
mov r0, oD0
mov oPos, v0
