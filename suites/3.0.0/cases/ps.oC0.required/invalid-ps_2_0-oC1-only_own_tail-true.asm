// case: ps.oC0.required/invalid/ps_2_0/oC1-only_own_tail-true (validate)
// expect: invalid [ps.oC.contiguous, ps.oC0.required]
// origin: template code {code: mov oC1, c0, own_tail: true}
ps_2_0
mov oC1, c0
