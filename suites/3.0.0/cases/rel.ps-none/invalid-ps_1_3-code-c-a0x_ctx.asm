// case: rel.ps-none/invalid/ps_1_3/code-c-a0x_ctx (validate)
// expect: invalid [rel.ps-none]
// origin: template code {code: c-a0x} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
mov r0, c1[t0.x]
mov r0, c0
add r1, c4, c4
