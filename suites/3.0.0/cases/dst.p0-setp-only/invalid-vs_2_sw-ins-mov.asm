// case: dst.p0-setp-only/invalid/vs_2_sw/ins-mov (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov oPos, v0
