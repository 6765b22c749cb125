// case: decl.dcl-before-code/valid/vs_2_x/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/vs_2_x/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_x-plain_ctx.bin
// origin: template plain {} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov oPos, v0
mul r0, c2, c2
