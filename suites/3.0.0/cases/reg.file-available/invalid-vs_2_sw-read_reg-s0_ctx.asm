// case: reg.file-available/invalid/vs_2_sw/read_reg-s0_ctx (validate)
// expect: invalid [decl.vs-inputs, reg.file-available]
// origin: template reg_src {reg: s0} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r0, s0
mov oPos, v0
mul r1, c6, c6
mov r2, r1
mad r3, c6, r1, c6
add r4, r2, r2
mov r5, c2
