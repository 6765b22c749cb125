// case: coissue.ps1-only/invalid/vs_2_0/ins-rgb-a_ctx (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov oPos, v0
mul r4, c0, c0
mul r5, r4, r4
mad r6, r5, c5, r4
mul r7, c2, c2
mad r8, c7, r4, r5
mov r9, r4
