// case: ps.oC0.required-2x/invalid/ps_2_x/own_tail-true (validate)
// expect: invalid [ps.oC0.required-2x] (documented level; valid at the native level)
// origin: template code {code: mov r0, c0, own_tail: true}
ps_2_x
mov r0, c0
