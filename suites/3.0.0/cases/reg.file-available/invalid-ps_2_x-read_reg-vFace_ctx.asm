// case: reg.file-available/invalid/ps_2_x/read_reg-vFace_ctx (validate)
// expect: invalid [decl.ps-inputs, reg.file-available]
// origin: template reg_src {reg: vFace} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, vFace
mov oC0, c0
mov r1, c6
mov r2, r1
mov r3, c7
mul r4, r1, r3
add r5, c2, r1
mul r6, r5, r5
