// case: mod.abs-const-sm3/invalid/ps_3_0/code-mixed-neg_own_tail-true (validate)
// expect: invalid [mod.abs-const-sm3] (documented level; valid at the native level)
// origin: template code {code: mixed-neg, own_tail: true}
ps_3_0
mov r1, -c1_abs
add r1, r1, -c2
mov oC0, r1
