// case: vs.reg.no-uninit-read-2x/invalid/vs_3_sw/ins-swizzle (validate)
// expect: invalid [vs.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template op {ins: swizzle}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r4.x, c0
mov r0, r4.y
mov o0, v0
