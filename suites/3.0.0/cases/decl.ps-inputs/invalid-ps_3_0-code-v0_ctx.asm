// case: decl.ps-inputs/invalid/ps_3_0/code-v0_ctx (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v0} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r0, v0
mov oC0, c0
mul r1, c4, c4
mul r2, c3, c3
mul r3, c4, r2
mov r4, r2
mov r5, r2
mov r6, r5
