// case: reg.dst-writable/invalid/vs_2_sw/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov v0, c0
mov oPos, v0
mad r0, c6, c6, c6
add r1, r0, r0
mul r2, r1, r1
add r3, c7, r0
