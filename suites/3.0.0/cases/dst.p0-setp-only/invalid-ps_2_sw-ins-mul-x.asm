// case: dst.p0-setp-only/invalid/ps_2_sw/ins-mul-x (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mul-x}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul p0.x, r1, c0
mov oC0, c0
