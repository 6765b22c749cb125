// case: vs.reg.no-uninit-read/valid/vs_3_sw/ins-swizzle (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_3_sw/ins-swizzle (assemble)
// expect: the tokens of valid-vs_3_sw-ins-swizzle.bin
// origin: template op {ins: swizzle}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r4.x, c0
mov r0, r4.xxxx
mov o0, v0
