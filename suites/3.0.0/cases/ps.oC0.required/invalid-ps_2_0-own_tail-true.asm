// case: ps.oC0.required/invalid/ps_2_0/own_tail-true (validate)
// expect: invalid [ps.oC0.required]
// origin: template code {code: mov r0, c0, own_tail: true}
ps_2_0
mov r0, c0
