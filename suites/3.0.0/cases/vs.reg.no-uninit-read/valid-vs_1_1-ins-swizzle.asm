// case: vs.reg.no-uninit-read/valid/vs_1_1/ins-swizzle (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_1_1/ins-swizzle (assemble)
// expect: the tokens of valid-vs_1_1-ins-swizzle.bin
// origin: template op {ins: swizzle}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r4.x, c0
mov r0, r4.xxxx
mov oPos, v0
