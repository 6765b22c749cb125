// case: dst.p0-setp-only/invalid/ps_2_sw/ins-mov_ctx (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov oC0, c0
mul r0, c2, c2
add r4, r0, c3
mov r5, c7
mad r6, r5, c0, c0
mov r7, c7
add r8, r5, r0
