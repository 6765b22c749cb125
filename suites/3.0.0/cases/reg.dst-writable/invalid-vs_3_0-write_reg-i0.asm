// case: reg.dst-writable/invalid/vs_3_0/write_reg-i0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: i0}
vs_3_0
dcl_position v0
dcl_position o0
mov i0, c0
mov o0, v0
