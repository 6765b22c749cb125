// case: reg.src-readable/invalid/vs_3_sw/read_reg-o0 (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: o0}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, o0
mov o0, v0
