// case: reg.src-readable/invalid/vs_3_sw/read_reg-o0_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: o0} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, o0
mov o0, v0
mul r1, c7, c7
mul r2, c0, c0
mul r3, r2, r1
