// case: op.setp-no-sat/valid/vs_3_0/code_ctx (validate)
// expect: valid
// case: op.setp-no-sat/assemble/vs_3_0/code_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code_ctx.bin
// origin: template code {code: setp_ge p0, v0, c1} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
setp_ge p0, v0, c1
mov o0, v0
add r0, c6, c6
mov r1, c2
mov r2, c7
