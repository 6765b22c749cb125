// case: op.setp-no-sat/valid/vs_2_x/code_ctx (validate)
// expect: valid
// case: op.setp-no-sat/assemble/vs_2_x/code_ctx (assemble)
// expect: the tokens of valid-vs_2_x-code_ctx.bin
// origin: template code {code: setp_ge p0, v0, c1} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
setp_ge p0, v0, c1
mov oPos, v0
add r0, c2, c2
