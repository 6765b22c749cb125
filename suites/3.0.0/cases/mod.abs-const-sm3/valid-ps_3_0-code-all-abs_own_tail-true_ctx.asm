// case: mod.abs-const-sm3/valid/ps_3_0/code-all-abs_own_tail-true_ctx (validate)
// expect: valid
// case: mod.abs-const-sm3/assemble/ps_3_0/code-all-abs_own_tail-true_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code-all-abs_own_tail-true_ctx.bin
// origin: template code {code: all-abs, own_tail: true} + 2 random context instructions (seed 1 attempt 1)
ps_3_0
mov r1, c1_abs
add r1, r1, c2_abs
mov oC0, c0_abs
mul r0, c7_abs, c7_abs
mad r2, r0, c6_abs, c6_abs
