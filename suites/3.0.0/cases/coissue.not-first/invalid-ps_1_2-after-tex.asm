// case: coissue.not-first/invalid/ps_1_2/after-tex (validate)
// expect: invalid [coissue.not-first]
// origin: template code {code: tex t0 +mov r0.a, t0}
ps_1_2
tex t0
+mov r0.a, t0
mov r0, c0
