// case: op.setp-no-sat/valid/vs_2_x/code (validate)
// expect: valid
// case: op.setp-no-sat/assemble/vs_2_x/code (assemble)
// expect: the tokens of valid-vs_2_x-code.bin
// origin: template code {code: setp_ge p0, v0, c1}
vs_2_x
dcl_position v0
setp_ge p0, v0, c1
mov oPos, v0
