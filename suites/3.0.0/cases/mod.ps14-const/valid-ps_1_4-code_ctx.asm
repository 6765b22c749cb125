// case: mod.ps14-const/valid/ps_1_4/code_ctx (validate)
// expect: valid
// case: mod.ps14-const/assemble/ps_1_4/code_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code_ctx.bin
// origin: template code {code: mov r1, c1 add r0, -r1, c0} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c1
add r0, -r1, c0
mov r0, c0
mul r2, c2, c2
mad r3, r2, c7, c7
mad r4, c5, r2, r2
add r5, c0, r3
