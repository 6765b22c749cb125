// case: ports.t-v-joint/valid/ps_2_0/code-split_ctx (validate)
// expect: valid
// case: ports.t-v-joint/assemble/ps_2_0/code-split_ctx (assemble)
// expect: the tokens of valid-ps_2_0-code-split_ctx.bin
// origin: template code {code: split, decls: dcl t2 dcl v1} + 3 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t2
dcl v1
mov r0, v1
mad r0, t2, c0, r0
mov oC0, c0
mov r1, c5
mul r2, c6, c6
mul r3, r2, r1
