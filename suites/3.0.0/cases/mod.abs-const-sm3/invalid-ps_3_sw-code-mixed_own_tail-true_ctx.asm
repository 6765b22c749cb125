// case: mod.abs-const-sm3/invalid/ps_3_sw/code-mixed_own_tail-true_ctx (validate)
// expect: invalid [mod.abs-const-sm3] (documented level; valid at the native level)
// origin: template code {code: mixed, own_tail: true} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c1_abs
mov oC0, c0
add r0, c7_abs, c7_abs
mad r2, r0, c4_abs, r0
mov r3, c3_abs
