// case: reg.src-readable/invalid/vs_1_1/read_reg-oPos (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oPos}
vs_1_1
dcl_position v0
mov r0, oPos
mov oPos, v0
