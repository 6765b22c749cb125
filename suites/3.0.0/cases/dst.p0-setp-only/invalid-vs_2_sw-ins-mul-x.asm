// case: dst.p0-setp-only/invalid/vs_2_sw/ins-mul-x (validate)
// expect: invalid [dst.p0-setp-only]
// origin: template op {ins: mul-x}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul p0.x, r1, c0
mov oPos, v0
