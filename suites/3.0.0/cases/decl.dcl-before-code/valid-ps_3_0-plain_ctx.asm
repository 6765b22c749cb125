// case: decl.dcl-before-code/valid/ps_3_0/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_3_0/plain_ctx (assemble)
// expect: the tokens of valid-ps_3_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov oC0, c0
add r0, c3, c3
mad r1, c5, c5, r0
mad r2, r1, c3, c3
mul r3, c2, r0
