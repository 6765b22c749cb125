// case: op.setp-no-sat/invalid/ps_3_sw/code (validate)
// expect: invalid [op.setp-no-sat]
// origin: template code {code: dcl_texcoord0 v1 setp_lt_sat p0.x, v1.x, c1.x}
ps_3_sw
dcl_texcoord0 v1
setp_lt_sat p0.x, v1.x, c1.x
mov oC0, c0
