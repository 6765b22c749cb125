// case: op.setp-no-sat/valid/ps_3_0/code_ctx (validate)
// expect: valid
// case: op.setp-no-sat/assemble/ps_3_0/code_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code_ctx.bin
// origin: template code {code: dcl_texcoord0 v1 setp_lt p0.x, v1.x, c1.x} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v1
setp_lt p0.x, v1.x, c1.x
mov oC0, c0
mul r0, c3, c3
