// case: reg.src-readable/invalid/vs_3_0/read_reg-o0_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: o0} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r0, o0
mov o0, v0
mul r1, c4, c4
mul r2, r1, r1
add r3, r1, r2
mul r4, c5, r1
