// case: decl.dcl-before-code/valid/ps_2_x/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_2_x/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_x-plain_ctx.bin
// origin: template plain {} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov oC0, c0
mul r0, c3, c3
mul r1, c5, c5
add r2, c7, c7
mov r3, c1
mad r4, c5, r1, c5
