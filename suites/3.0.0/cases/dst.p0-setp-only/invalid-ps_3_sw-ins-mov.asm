// case: dst.p0-setp-only/invalid/ps_3_sw/ins-mov (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov oC0, c0
