// case: op.setp-no-sat/valid/vs_2_sw/code_ctx (validate)
// expect: valid
// case: op.setp-no-sat/assemble/vs_2_sw/code_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-code_ctx.bin
// origin: template code {code: setp_ge p0, v0, c1} + 1 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
setp_ge p0, v0, c1
mov oPos, v0
mad r0, c1, c1, c1
