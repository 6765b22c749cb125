// case: vs.reg.no-uninit-read/invalid/vs_2_0/ins-swizzle (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: swizzle}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r4.x, c0
mov r0, r4.y
mov oPos, v0
