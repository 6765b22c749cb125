// case: ps1.r0-written/valid/ps_1_4/code-masks_own_tail-true (validate)
// expect: valid
// case: ps1.r0-written/assemble/ps_1_4/code-masks_own_tail-true (assemble)
// expect: the tokens of valid-ps_1_4-code-masks_own_tail-true.bin
// origin: template code {code: masks, own_tail: true}
ps_1_4
mov r0.rgb, c0
mov r0.a, c1
