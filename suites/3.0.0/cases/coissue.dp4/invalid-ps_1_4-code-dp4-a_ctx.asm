// case: coissue.dp4/invalid/ps_1_4/code-dp4-a_ctx (validate)
// expect: invalid [coissue.dp4]
// origin: template code {code: dp4-a} + 5 random context instructions (seed 1 attempt 0)
ps_1_4
mov r0.xyz, c0
+dp4 r0.w, c0, c1
mov r0, c0
mul r1, c6, c6
mul r2, r1, c6
add r3, c1, c1
mul r4, c7, c7
mov r5, c0
