// case: decl.dcl-before-code/valid/vs_2_0/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/vs_2_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov oPos, v0
mul r0, c5, c5
mad r1, r0, r0, c7
mov r2, r0
mul r3, c1, r1
