// case: ports.t-reads/valid/ps_2_x/code-once_ctx (validate)
// expect: valid
// case: ports.t-reads/assemble/ps_2_x/code-once_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code-once_ctx.bin
// origin: template code {code: once, decls: dcl t3} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t3
mov r0, t3
mul r0, r0, t3
mov oC0, c0
mul r1, c7, c7
mul r2, c2, r1
add r3, c5, c5
mad r4, r1, c6, r2
