// case: decl.vs-inputs/valid/vs_2_0/plain_ctx (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_0-plain_ctx.bin
// origin: template plain {} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov oPos, v0
mov r0, c7
add r1, c3, c3
mov r2, r1
mov r3, r2
mul r4, r3, c3
