// case: op.setp-no-sat/invalid/vs_3_sw/code (validate)
// expect: invalid [op.setp-no-sat]
// origin: template code {code: setp_ge_sat p0, v0, c1}
vs_3_sw
dcl_position v0
dcl_position o0
setp_ge_sat p0, v0, c1
mov o0, v0
