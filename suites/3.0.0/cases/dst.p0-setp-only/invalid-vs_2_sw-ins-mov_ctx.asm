// case: dst.p0-setp-only/invalid/vs_2_sw/ins-mov_ctx (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov} + 2 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov oPos, v0
mad r0, c7, c7, c7
add r4, c6, r0
