// case: reg.file-available/invalid/ps_2_sw/read_reg-vFace_ctx (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: vFace} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, vFace
mov oC0, c0
mov r1, c5
add r2, c1, c1
mad r3, r2, c3, c3
mov r4, r1
mul r5, r4, r2
mul r6, c7, c7
