// case: coissue.pair-pipes/invalid/ps_1_4/code-rgb-rgb_ctx (validate)
// expect: invalid [coissue.pair-pipes]
// origin: template code {code: rgb-rgb} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1.xyz, c0
+mov r0.xyz, c1
mov r0, c0
add r2, c4, c4
add r3, r2, r2
add r4, r2, c2
mul r5, c1, c1
