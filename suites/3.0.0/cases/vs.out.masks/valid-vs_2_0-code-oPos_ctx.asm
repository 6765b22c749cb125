// case: vs.out.masks/valid/vs_2_0/code-oPos_ctx (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_0/code-oPos_ctx (assemble)
// expect: the tokens of valid-vs_2_0-code-oPos_ctx.bin
// origin: template code {code: oPos} + 2 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov oPos, v0
mov oPos, v0
mul r0, c3, c3
mov r1, r0
