// case: mod.abs-const-sm3/invalid/ps_3_0/code-mixed_own_tail-true_ctx (validate)
// expect: invalid [mod.abs-const-sm3] (documented level; valid at the native level)
// origin: template code {code: mixed, own_tail: true} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c1_abs
mov oC0, c0
mul r0, c6_abs, c6_abs
mov r2, c5_abs
