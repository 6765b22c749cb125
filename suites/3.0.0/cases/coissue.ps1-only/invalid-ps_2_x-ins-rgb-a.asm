// case: coissue.ps1-only/invalid/ps_2_x/ins-rgb-a (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov oC0, c0
