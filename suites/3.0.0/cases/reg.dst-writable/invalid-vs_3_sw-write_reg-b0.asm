// case: reg.dst-writable/invalid/vs_3_sw/write_reg-b0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: b0}
vs_3_sw
dcl_position v0
dcl_position o0
mov b0, c0
mov o0, v0
