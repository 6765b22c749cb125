// case: decl.ps-inputs/invalid/ps_3_sw/code-v0_ctx (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v0} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r0, v0
mov oC0, c0
mov r1, c4
