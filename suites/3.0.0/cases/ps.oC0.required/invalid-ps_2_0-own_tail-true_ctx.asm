// case: ps.oC0.required/invalid/ps_2_0/own_tail-true_ctx (validate)
// expect: invalid [ps.oC0.required]
// origin: template code {code: mov r0, c0, own_tail: true} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r0, c0
mul r1, c7, c7
add r2, r1, c5
mad r3, c5, r1, r1
mov r4, c2
mad r5, r1, r4, r4
mov r6, r2
