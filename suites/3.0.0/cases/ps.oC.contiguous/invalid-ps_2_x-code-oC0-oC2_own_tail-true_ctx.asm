// case: ps.oC.contiguous/invalid/ps_2_x/code-oC0-oC2_own_tail-true_ctx (validate)
// expect: invalid [ps.oC.contiguous]
// origin: template code {code: oC0-oC2, own_tail: true} + 1 random context instructions (seed 1 attempt 0)
ps_2_x
mov oC0, c0
mov oC2, c0
mul r0, c5, c5
