// case: ps.oC0.required-2x/invalid/ps_2_sw/own_tail-true_ctx (validate)
// expect: invalid [ps.oC0.required-2x] (documented level; valid at the native level)
// origin: template code {code: mov r0, c0, own_tail: true} + 3 random context instructions (seed 1 attempt 1)
ps_2_sw
mov r0, c0
mad r1, c0, c0, c0
add r2, c6, r1
mul r3, r1, c5
