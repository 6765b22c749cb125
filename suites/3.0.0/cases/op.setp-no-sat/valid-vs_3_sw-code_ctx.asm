// case: op.setp-no-sat/valid/vs_3_sw/code_ctx (validate)
// expect: valid
// case: op.setp-no-sat/assemble/vs_3_sw/code_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code_ctx.bin
// origin: template code {code: setp_ge p0, v0, c1} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
setp_ge p0, v0, c1
mov o0, v0
mad r0, c3, c3, c3
mov r1, r0
