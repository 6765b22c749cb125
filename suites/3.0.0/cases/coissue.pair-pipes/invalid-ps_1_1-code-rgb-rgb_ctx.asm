// case: coissue.pair-pipes/invalid/ps_1_1/code-rgb-rgb_ctx (validate)
// expect: invalid [coissue.pair-pipes]
// origin: template code {code: rgb-rgb} + 3 random context instructions (seed 1 attempt 1)
ps_1_1
mov r1.xyz, c0
+mov r0.xyz, c1
mov r0, c0
nop
nop
nop
