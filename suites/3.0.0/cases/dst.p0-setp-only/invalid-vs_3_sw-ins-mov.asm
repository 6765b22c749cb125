// case: dst.p0-setp-only/invalid/vs_3_sw/ins-mov (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mov}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov p0, r1
mov o0, v0
