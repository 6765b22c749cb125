// case: coissue.ps1-only/invalid/ps_2_0/ins-rgb-a_ctx (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a} + 3 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov oC0, c0
mul r4, c0, c0
mov r5, c1
add r6, r5, r4
