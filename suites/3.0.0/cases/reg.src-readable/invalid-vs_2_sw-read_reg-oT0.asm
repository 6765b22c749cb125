// case: reg.src-readable/invalid/vs_2_sw/read_reg-oT0 (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oT0}
vs_2_sw
dcl_position v0
mov r0, oT0
mov oPos, v0
