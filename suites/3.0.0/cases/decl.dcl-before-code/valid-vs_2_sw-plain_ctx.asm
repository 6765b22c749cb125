// case: decl.dcl-before-code/valid/vs_2_sw/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/vs_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-plain_ctx.bin
// origin: template plain {} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov oPos, v0
add r0, c7, c7
mul r1, c3, c3
mul r2, c5, c5
