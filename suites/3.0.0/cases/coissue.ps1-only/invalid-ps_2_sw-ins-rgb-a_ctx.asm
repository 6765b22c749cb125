// case: coissue.ps1-only/invalid/ps_2_sw/ins-rgb-a_ctx (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov oC0, c0
mad r4, c0, c0, c0
add r5, c6, c6
mov r6, r4
mov r7, c1
