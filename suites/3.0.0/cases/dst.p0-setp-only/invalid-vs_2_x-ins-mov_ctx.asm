// case: dst.p0-setp-only/invalid/vs_2_x/ins-mov_ctx (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov} + 4 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov oPos, v0
mov r0, c3
mad r4, r0, r0, r0
mad r5, c5, r0, c5
mov r6, r5
