// case: vs.out.masks/valid/vs_1_1/code-oPos_ctx (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_1_1/code-oPos_ctx (assemble)
// expect: the tokens of valid-vs_1_1-code-oPos_ctx.bin
// origin: template code {code: oPos} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov oPos, v0
mov oPos, v0
mov r0, c3
mov r1, c6
mov r2, c7
