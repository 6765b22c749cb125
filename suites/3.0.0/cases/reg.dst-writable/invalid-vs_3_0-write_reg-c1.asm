// case: reg.dst-writable/invalid/vs_3_0/write_reg-c1 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: c1}
vs_3_0
dcl_position v0
dcl_position o0
mov c1, c0
mov o0, v0
