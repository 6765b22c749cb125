// case: coissue.ps1-only/invalid/vs_2_0/ins-rgb-a (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov oPos, v0
