// case: decl.vs-inputs/valid/vs_3_sw/plain_ctx (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, v0
mul r0, c3, c3
mul r1, r0, r0
add r2, r0, r1
mul r3, c4, r0
mov r4, r2
mov r5, r2
