// case: reg.src-readable/invalid/vs_1_1/read_reg-oT0 (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oT0}
vs_1_1
dcl_position v0
mov r0, oT0
mov oPos, v0
