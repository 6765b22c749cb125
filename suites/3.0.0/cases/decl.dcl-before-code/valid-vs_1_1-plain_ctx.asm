// case: decl.dcl-before-code/valid/vs_1_1/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/vs_1_1/plain_ctx (assemble)
// expect: the tokens of valid-vs_1_1-plain_ctx.bin
// origin: template plain {} + 1 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov oPos, v0
mul r0, c1, c1
