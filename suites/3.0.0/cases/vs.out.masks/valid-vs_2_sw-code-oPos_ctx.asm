// case: vs.out.masks/valid/vs_2_sw/code-oPos_ctx (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_sw/code-oPos_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-code-oPos_ctx.bin
// origin: template code {code: oPos} + 1 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov oPos, v0
mov oPos, v0
add r0, c0, c0
