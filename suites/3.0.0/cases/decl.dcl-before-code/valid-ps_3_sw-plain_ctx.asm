// case: decl.dcl-before-code/valid/ps_3_sw/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_3_sw/plain_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-plain_ctx.bin
// origin: template plain {} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov oC0, c0
mul r0, c4, c4
mul r1, c3, c3
mad r2, c5, c5, r0
mul r3, c1, c1
mad r4, r0, c3, c3
