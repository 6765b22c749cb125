// case: reg.src-readable/invalid/vs_2_0/read_reg-oPts (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oPts}
vs_2_0
dcl_position v0
mov r0, oPts
mov oPos, v0
