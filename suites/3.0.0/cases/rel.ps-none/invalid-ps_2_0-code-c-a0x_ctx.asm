// case: rel.ps-none/invalid/ps_2_0/code-c-a0x_ctx (validate)
// expect: invalid [rel.ps-none]
// origin: template code {code: c-a0x} + 1 random context instructions (seed 1 attempt 1)
ps_2_0
mov r0, c1[t0.x]
mov oC0, c0
mul r1, c6, c6
