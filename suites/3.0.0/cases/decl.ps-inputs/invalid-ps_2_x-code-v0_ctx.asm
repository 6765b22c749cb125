// case: decl.ps-inputs/invalid/ps_2_x/code-v0_ctx (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, v0
mov oC0, c0
mov r1, c5
mad r2, c6, r1, c6
mul r3, c1, c1
mul r4, c5, c5
mad r5, c4, r3, c4
