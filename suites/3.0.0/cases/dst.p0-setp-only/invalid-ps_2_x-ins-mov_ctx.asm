// case: dst.p0-setp-only/invalid/ps_2_x/ins-mov_ctx (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov oC0, c0
mov r0, c4
add r4, c6, r0
mul r5, r4, c7
mad r6, c2, r4, r0
