// case: coissue.not-first/invalid/ps_1_3/code-first-rgb (validate)
// expect: invalid [coissue.not-first]
// origin: template code {code: first-rgb}
ps_1_3
+mul r1.rgb, c1, c0
mov r0, c0
mov r0, c0
