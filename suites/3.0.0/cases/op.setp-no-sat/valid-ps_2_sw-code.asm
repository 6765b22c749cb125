// case: op.setp-no-sat/valid/ps_2_sw/code (validate)
// expect: valid
// case: op.setp-no-sat/assemble/ps_2_sw/code (assemble)
// expect: the tokens of valid-ps_2_sw-code.bin
// origin: template code {code: def c1, 1, 0, 0, 0 setp_gt p0, c1, c1.y}
ps_2_sw
def c1, 1, 0, 0, 0
setp_gt p0, c1, c1.y
mov oC0, c0
