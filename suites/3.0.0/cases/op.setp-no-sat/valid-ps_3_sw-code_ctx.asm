// case: op.setp-no-sat/valid/ps_3_sw/code_ctx (validate)
// expect: valid
// case: op.setp-no-sat/assemble/ps_3_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code_ctx.bin
// origin: template code {code: dcl_texcoord0 v1 setp_lt p0.x, v1.x, c1.x} + 2 random context instructions (seed 1 attempt 1)
ps_3_sw
dcl_texcoord v1
setp_lt p0.x, v1.x, c1.x
mov oC0, c0
add r0, c6, c6
add r1, c6, r0
