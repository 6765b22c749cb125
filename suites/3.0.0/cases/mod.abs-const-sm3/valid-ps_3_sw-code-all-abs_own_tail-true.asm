// case: mod.abs-const-sm3/valid/ps_3_sw/code-all-abs_own_tail-true (validate)
// expect: valid
// case: mod.abs-const-sm3/assemble/ps_3_sw/code-all-abs_own_tail-true (assemble)
// expect: the tokens of valid-ps_3_sw-code-all-abs_own_tail-true.bin
// origin: template code {code: all-abs, own_tail: true}
ps_3_sw
mov r1, c1_abs
add r1, r1, c2_abs
mov oC0, c0_abs
