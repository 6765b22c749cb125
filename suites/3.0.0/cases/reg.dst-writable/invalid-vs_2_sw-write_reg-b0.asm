// case: reg.dst-writable/invalid/vs_2_sw/write_reg-b0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: b0}
vs_2_sw
dcl_position v0
mov b0, c0
mov oPos, v0
