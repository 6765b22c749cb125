// case: decl.dcl-before-code/valid/ps_2_0/plain_ctx (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_2_0/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov oC0, c0
mov r0, c6
add r1, c5, c5
mov r2, r1
mul r3, r2, c5
