// case: reg.file-available/invalid/vs_2_0/read_reg-p0_ctx (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: p0} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r0, p0
mov oPos, v0
add r1, c5, c5
mad r2, c3, r1, c3
mul r3, c4, c4
mov r4, c0
mad r5, c7, r2, r3
