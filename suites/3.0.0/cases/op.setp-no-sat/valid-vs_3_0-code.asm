// case: op.setp-no-sat/valid/vs_3_0/code (validate)
// expect: valid
// case: op.setp-no-sat/assemble/vs_3_0/code (assemble)
// expect: the tokens of valid-vs_3_0-code.bin
// origin: template code {code: setp_ge p0, v0, c1}
vs_3_0
dcl_position v0
dcl_position o0
setp_ge p0, v0, c1
mov o0, v0
