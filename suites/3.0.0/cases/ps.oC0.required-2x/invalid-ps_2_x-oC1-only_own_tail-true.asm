// case: ps.oC0.required-2x/invalid/ps_2_x/oC1-only_own_tail-true (validate)
// expect: invalid [ps.oC.contiguous, ps.oC0.required-2x]
// origin: template code {code: mov oC1, c0, own_tail: true}
ps_2_x
mov oC1, c0
