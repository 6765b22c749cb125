// case: decl.ps-inputs/invalid/ps_2_0/code-v0_ctx (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v0} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r0, v0
mov oC0, c0
mov r1, c2
add r2, r1, r1
mad r3, c4, c4, r2
mul r4, c0, r2
