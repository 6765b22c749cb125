// case: ports.t-reads/valid/ps_2_0/code-once_ctx (validate)
// expect: valid
// case: ports.t-reads/assemble/ps_2_0/code-once_ctx (assemble)
// expect: the tokens of valid-ps_2_0-code-once_ctx.bin
// origin: template code {code: once, decls: dcl t3} + 2 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t3
mov r0, t3
mul r0, r0, t3
mov oC0, c0
add r1, c1, c1
mul r2, c4, r1
