// case: decl.register-file/valid/vs_3_0/plain_ctx (validate)
// expect: valid
// case: decl.register-file/assemble/vs_3_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
add r0, c2, c2
mov r1, c1
mul r2, r0, r1
add r3, c3, c3
