// case: dst.p0-setp-only/invalid/vs_3_0/ins-mov_ctx (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov o0, v0
add r0, c6, c6
add r4, c1, c1
mad r5, r0, c0, c0
