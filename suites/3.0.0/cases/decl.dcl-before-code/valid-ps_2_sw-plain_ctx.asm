// case: decl.dcl-before-code/valid/ps_2_sw/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-plain_ctx.bin
// origin: template plain {} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
mov oC0, c0
mul r0, c1, c1
