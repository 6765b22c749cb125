// case: ps.oC0.required-2x/invalid/ps_2_x/own_tail-true_ctx (validate)
// expect: invalid [ps.oC0.required-2x] (documented level; valid at the native level)
// origin: template code {code: mov r0, c0, own_tail: true} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r0, c0
add r1, c6, c6
add r2, r1, c3
mul r3, c4, r1
mov r4, c6
mad r5, r4, c4, c4
add r6, c2, r2
