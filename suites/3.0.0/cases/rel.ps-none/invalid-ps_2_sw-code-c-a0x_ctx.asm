// case: rel.ps-none/invalid/ps_2_sw/code-c-a0x_ctx (validate)
// expect: invalid [rel.ps-none]
// origin: template code {code: c-a0x} + 2 random context instructions (seed 1 attempt 1)
ps_2_sw
mov r0, c1[t0.x]
mov oC0, c0
add r1, c6, c6
mad r2, r1, r1, c6
