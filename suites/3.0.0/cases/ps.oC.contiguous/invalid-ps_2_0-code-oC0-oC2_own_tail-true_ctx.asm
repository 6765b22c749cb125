// case: ps.oC.contiguous/invalid/ps_2_0/code-oC0-oC2_own_tail-true_ctx (validate)
// expect: invalid [ps.oC.contiguous]
// origin: template code {code: oC0-oC2, own_tail: true} + 3 random context instructions (seed 1 attempt 0)
ps_2_0
mov oC0, c0
mov oC2, c0
add r0, c1, c1
add r1, c4, r0
mul r2, r0, c2
