// case: vs.reg.no-uninit-read/invalid/vs_1_1/ins-swizzle (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: swizzle}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r4.x, c0
mov r0, r4.y
mov oPos, v0
