// case: reg.file-available/invalid/vs_2_x/read_reg-s0_ctx (validate)
// expect: invalid [decl.vs-inputs, reg.file-available]
// origin: template reg_src {reg: s0} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r0, s0
mov oPos, v0
mul r1, c5, c5
mul r2, c1, r1
