// case: reg.dst-writable/invalid/vs_2_0/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov v0, c0
mov oPos, v0
mul r0, c2, c2
add r1, c1, c1
mad r2, c0, c0, r0
