// case: reg.dst-writable/invalid/vs_2_x/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov v0, c0
mov oPos, v0
mov r0, c3
