// case: ps1.slot.coissue/valid/ps_1_1/code-rgb-a_ctx (validate)
// expect: valid
// case: ps1.slot.coissue/assemble/ps_1_1/code-rgb-a_ctx (assemble)
// expect: the tokens of valid-ps_1_1-code-rgb-a_ctx.bin
// origin: template code {code: rgb-a} + 1 random context instructions (seed 1 attempt 0)
ps_1_1
mov r0.xyz, c0
+mov r0.w, c1
mov r0, c0
mad r1, c1, c1, c1
