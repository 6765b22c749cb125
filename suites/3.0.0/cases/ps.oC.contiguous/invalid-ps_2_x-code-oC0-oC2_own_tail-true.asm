// case: ps.oC.contiguous/invalid/ps_2_x/code-oC0-oC2_own_tail-true (validate)
// expect: invalid [ps.oC.contiguous]
// origin: template code {code: oC0-oC2, own_tail: true}
ps_2_x
mov oC0, c0
mov oC2, c0
