// case: coissue.ps1-only/invalid/vs_1_1/ins-rgb-a_ctx (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a} + 4 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov oPos, v0
add r4, c7, c7
mul r5, r4, r4
mov r6, r5
mov r7, c6
