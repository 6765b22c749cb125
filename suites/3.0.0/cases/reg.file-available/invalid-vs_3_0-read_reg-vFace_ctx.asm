// case: reg.file-available/invalid/vs_3_0/read_reg-vFace_ctx (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: vFace} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r0, vFace
mov o0, v0
mul r1, c2, c2
mad r2, r1, r1, c0
mad r3, c6, c6, r1
