// case: dst.p0-setp-only/invalid/ps_2_x/ins-add (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: add}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add p0, r1, r2
mov oC0, c0
