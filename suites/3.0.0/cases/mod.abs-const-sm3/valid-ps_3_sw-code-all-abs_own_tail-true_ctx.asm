// case: mod.abs-const-sm3/valid/ps_3_sw/code-all-abs_own_tail-true_ctx (validate)
// expect: valid
// case: mod.abs-const-sm3/assemble/ps_3_sw/code-all-abs_own_tail-true_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code-all-abs_own_tail-true_ctx.bin
// origin: template code {code: all-abs, own_tail: true} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c1_abs
add r1, r1, c2_abs
mov oC0, c0_abs
mad r0, c2_abs, c2_abs, c2_abs
mul r2, c0_abs, r0
add r3, r2, c2_abs
mad r4, r3, c2_abs, r2
add r5, r4, r3
mad r6, c7_abs, c7_abs, c7_abs
