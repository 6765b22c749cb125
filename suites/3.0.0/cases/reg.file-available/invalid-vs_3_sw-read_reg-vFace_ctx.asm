// case: reg.file-available/invalid/vs_3_sw/read_reg-vFace_ctx (validate)
// expect: invalid [reg.file-available]
// origin: template reg_src {reg: vFace} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, vFace
mov o0, v0
add r1, c4, c4
add r2, r1, c2
mul r3, c1, c1
