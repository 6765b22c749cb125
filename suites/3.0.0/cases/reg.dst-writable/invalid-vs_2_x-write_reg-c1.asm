// case: reg.dst-writable/invalid/vs_2_x/write_reg-c1 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: c1}
vs_2_x
dcl_position v0
mov c1, c0
mov oPos, v0
