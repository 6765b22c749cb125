// case: ports.t-v-joint/valid/ps_2_x/code-split_ctx (validate)
// expect: valid
// case: ports.t-v-joint/assemble/ps_2_x/code-split_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code-split_ctx.bin
// origin: template code {code: split, decls: dcl t2 dcl v1} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t2
dcl v1
mov r0, v1
mad r0, t2, c0, r0
mov oC0, c0
mul r1, c2, c2
mul r2, r1, c3
mul r3, c5, r1
add r4, c4, c4
mad r5, c1, r4, r4
mad r6, r1, c7, r2
