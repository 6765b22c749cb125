// case: ps1.slot.coissue/invalid/ps_1_2/code-xyzw (validate)
// expect: invalid [ps1.slot.coissue]
// origin: template code {code: xyzw}
ps_1_2
mov r0.a, c0
+add r1.xyzw, c1, c0
mov r0, c0
