// case: reg.dst-writable/invalid/vs_1_1/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov v0, c0
mov oPos, v0
mov r0, c7
mov r1, c4
mov r2, c3
