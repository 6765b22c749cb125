// case: rel.ps-none/invalid/ps_2_x/code-c-a0x_ctx (validate)
// expect: invalid [rel.ps-none]
// origin: template code {code: c-a0x} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, c1[t0.x]
mov oC0, c0
mov r1, c7
mad r2, r1, c2, c2
