// case: ps.oC0.required/invalid/ps_2_sw/own_tail-true_ctx (validate)
// expect: invalid [ps.oC0.required]
// origin: template code {code: mov r0, c0, own_tail: true} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r0, c0
mul r1, c6, c6
mov r2, r1
mov r3, c3
