// case: reg.src-readable/invalid/vs_2_0/read_reg-oPos (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oPos}
vs_2_0
dcl_position v0
mov r0, oPos
mov oPos, v0
