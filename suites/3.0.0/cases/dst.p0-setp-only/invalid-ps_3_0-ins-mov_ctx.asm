// case: dst.p0-setp-only/invalid/ps_3_0/ins-mov_ctx (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov oC0, c0
mov r0, c5
mul r4, c4, r0
add r5, c0, c0
mov r6, r5
