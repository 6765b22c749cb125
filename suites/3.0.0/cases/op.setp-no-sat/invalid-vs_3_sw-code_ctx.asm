// case: op.setp-no-sat/invalid/vs_3_sw/code_ctx (validate)
// expect: invalid [op.setp-no-sat]
// origin: template code {code: setp_ge_sat p0, v0, c1} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
setp_ge_sat p0, v0, c1
mov o0, v0
mul r0, c7, c7
mul r1, c0, c0
add r2, c3, c3
mad r3, c6, r2, c6
