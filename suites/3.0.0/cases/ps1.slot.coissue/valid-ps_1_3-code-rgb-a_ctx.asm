// case: ps1.slot.coissue/valid/ps_1_3/code-rgb-a_ctx (validate)
// expect: valid
// case: ps1.slot.coissue/assemble/ps_1_3/code-rgb-a_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code-rgb-a_ctx.bin
// origin: template code {code: rgb-a} + 1 random context instructions (seed 1 attempt 1)
ps_1_3
mov r0.xyz, c0
+mov r0.w, c1
mov r0, c0
mul r1, c1, c1
