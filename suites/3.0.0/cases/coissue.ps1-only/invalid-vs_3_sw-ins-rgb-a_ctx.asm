// case: coissue.ps1-only/invalid/vs_3_sw/ins-rgb-a_ctx (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov o0, v0
mad r4, c3, c3, c3
mov r5, r4
add r6, c0, r5
mul r7, c4, r5
mad r8, r5, c0, r4
