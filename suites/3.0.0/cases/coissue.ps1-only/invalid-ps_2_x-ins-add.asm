// case: coissue.ps1-only/invalid/ps_2_x/ins-add (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: add}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0.xyz, r1, r2
+mul r0.w, r1, r2
mov oC0, c0
