// case: coissue.ps1-only/invalid/vs_2_sw/ins-rgb-a_ctx (validate)
// expect: invalid [coissue.ps1-only]
// origin: template op {ins: rgb-a} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
+mov r0.w, r2
mov oPos, v0
mul r4, c5, c5
add r5, r4, c6
mov r6, c6
