// case: op.setp-no-sat/valid/ps_3_sw/code (validate)
// expect: valid
// case: op.setp-no-sat/assemble/ps_3_sw/code (assemble)
// expect: the tokens of valid-ps_3_sw-code.bin
// origin: template code {code: dcl_texcoord0 v1 setp_lt p0.x, v1.x, c1.x}
ps_3_sw
dcl_texcoord0 v1
setp_lt p0.x, v1.x, c1.x
mov oC0, c0
