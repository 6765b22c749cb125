// case: vs.out.masks/valid/vs_2_x/code-oPos_ctx (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/code-oPos_ctx (assemble)
// expect: the tokens of valid-vs_2_x-code-oPos_ctx.bin
// origin: template code {code: oPos} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov oPos, v0
mov oPos, v0
mul r0, c0, c0
mad r1, r0, r0, r0
mad r2, c6, c6, r1
