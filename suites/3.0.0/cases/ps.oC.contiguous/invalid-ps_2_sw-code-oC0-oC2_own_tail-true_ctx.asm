// case: ps.oC.contiguous/invalid/ps_2_sw/code-oC0-oC2_own_tail-true_ctx (validate)
// expect: invalid [ps.oC.contiguous]
// origin: template code {code: oC0-oC2, own_tail: true} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov oC0, c0
mov oC2, c0
add r0, c3, c3
mul r1, c5, r0
mad r2, r1, r1, r1
mad r3, c4, c4, r2
mad r4, r2, r3, r1
add r5, c0, r1
