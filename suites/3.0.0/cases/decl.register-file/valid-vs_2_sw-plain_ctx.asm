// case: decl.register-file/valid/vs_2_sw/plain_ctx (validate)
// expect: valid
// case: decl.register-file/assemble/vs_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-plain_ctx.bin
// origin: template plain {} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov oPos, v0
add r0, c5, c5
mov r1, c5
mad r2, c7, c7, c7
