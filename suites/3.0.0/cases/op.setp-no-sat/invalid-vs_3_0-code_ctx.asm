// case: op.setp-no-sat/invalid/vs_3_0/code_ctx (validate)
// expect: invalid [op.setp-no-sat]
// origin: template code {code: setp_ge_sat p0, v0, c1} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
setp_ge_sat p0, v0, c1
mov o0, v0
add r0, c5, c5
mul r1, c0, c0
