// case: ps.oC0.required/invalid/ps_2_x/own_tail-true_ctx (validate)
// expect: invalid [ps.oC0.required]
// origin: template code {code: mov r0, c0, own_tail: true} + 4 random context instructions (seed 1 attempt 1)
ps_2_x
mov r0, c0
add r1, c7, c7
mov r2, r1
mul r3, r2, c2
add r4, c3, c3
