// case: coissue.pair-pipes/valid/ps_1_3/code-rgb-a_ctx (validate)
// expect: valid
// case: coissue.pair-pipes/assemble/ps_1_3/code-rgb-a_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code-rgb-a_ctx.bin
// origin: template code {code: rgb-a} + 5 random context instructions (seed 1 attempt 0)
ps_1_3
mov r1.xyz, c0
+mov r1.w, c1
mov r0, c0
nop
nop
nop
nop
nop
