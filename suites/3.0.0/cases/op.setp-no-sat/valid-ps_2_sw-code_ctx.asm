// case: op.setp-no-sat/valid/ps_2_sw/code_ctx (validate)
// expect: valid
// case: op.setp-no-sat/assemble/ps_2_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-code_ctx.bin
// origin: template code {code: def c1, 1, 0, 0, 0 setp_gt p0, c1, c1.y} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
def c1, 1.0, 0.0, 0.0, 0.0
setp_gt p0, c1, c1.y
mov oC0, c0
mov r0, c4
mad r1, r0, r0, r0
