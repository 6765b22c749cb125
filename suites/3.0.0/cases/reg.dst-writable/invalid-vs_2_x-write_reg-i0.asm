// case: reg.dst-writable/invalid/vs_2_x/write_reg-i0 (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: i0}
vs_2_x
dcl_position v0
mov i0, c0
mov oPos, v0
