// case: reg.dst-writable/invalid/vs_3_sw/write_reg-v0_ctx (validate)
// expect: invalid [reg.dst-writable]
// origin: template reg_dst {reg: v0} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov v0, c0
mov o0, v0
mul r0, c3, c3
