// case: decl.register-file/valid/vs_2_0/plain_ctx (validate)
// expect: valid
// case: decl.register-file/assemble/vs_2_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_0-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov oPos, v0
add r0, c7, c7
mul r1, c6, r0
mov r2, c5
mov r3, c7
mad r4, c3, r3, c3
mov r5, r0
