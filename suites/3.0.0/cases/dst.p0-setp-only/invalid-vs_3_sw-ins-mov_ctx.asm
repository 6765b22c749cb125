// case: dst.p0-setp-only/invalid/vs_3_sw/ins-mov_ctx (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov o0, v0
mad r0, c5, c5, c5
add r4, c3, c3
mad r5, r0, c6, c6
mad r6, c2, r4, c2
mov r7, c3
add r8, r5, r4
