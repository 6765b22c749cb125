// case: op.setp-no-sat/invalid/ps_3_0/code_ctx (validate)
// expect: invalid [op.setp-no-sat]
// origin: template code {code: dcl_texcoord0 v1 setp_lt_sat p0.x, v1.x, c1.x} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v1
setp_lt_sat p0.x, v1.x, c1.x
mov oC0, c0
add r0, c2, c2
mul r1, r0, c6
