// case: decl.register-file/valid/vs_1_1/plain_ctx (validate)
// expect: valid
// case: decl.register-file/assemble/vs_1_1/plain_ctx (assemble)
// expect: the tokens of valid-vs_1_1-plain_ctx.bin
// origin: template plain {} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov oPos, v0
add r0, c0, c0
add r1, r0, r0
add r2, c1, c1
