// case: coissue.ps1-only/invalid/vs_3_0/ins-rgb-a_ctx (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a} + 4 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov o0, v0
mul r4, c2, c2
add r5, c5, r4
mad r6, r4, r4, c1
add r7, c4, r4
