// case: ps.oC.contiguous/invalid/ps_2_x/code-oC0-oC3_own_tail-true (validate)
// expect: invalid [ps.oC.contiguous]
// origin: template code {code: oC0-oC3, own_tail: true}
ps_2_x
mov oC0, c0
mov oC3, c0
