// case: reg.file-available/invalid/vs_1_1/read_reg-b0_ctx (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: b0} + 2 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r0, b0
mov oPos, v0
mul r1, c1, c1
mad r2, c2, c2, r1
