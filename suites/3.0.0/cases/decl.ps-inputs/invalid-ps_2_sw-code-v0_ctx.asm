// case: decl.ps-inputs/invalid/ps_2_sw/code-v0_ctx (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v0} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, v0
mov oC0, c0
add r1, c2, c2
mad r2, r1, r1, c4
mul r3, r1, r2
mul r4, c4, r3
mad r5, c7, c7, c7
