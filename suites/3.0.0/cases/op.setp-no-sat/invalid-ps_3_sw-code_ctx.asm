// case: op.setp-no-sat/invalid/ps_3_sw/code_ctx (validate)
// expect: invalid [op.setp-no-sat]
// origin: template code {code: dcl_texcoord0 v1 setp_lt_sat p0.x, v1.x, c1.x} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v1
setp_lt_sat p0.x, v1.x, c1.x
mov oC0, c0
mad r0, c2, c2, c2
mad r1, r0, r0, r0
mul r2, c3, r0
mov r3, r1
mad r4, r3, r0, r1
