// case: ps.oC.contiguous/invalid/ps_2_sw/code-oC0-oC1-oC3_own_tail-true (validate)
// expect: invalid [ps.oC.contiguous]
// origin: template code {code: oC0-oC1-oC3, own_tail: true}
ps_2_sw
mov oC0, c0
mov oC1, c0
mov oC3, c0
