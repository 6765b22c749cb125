// case: vs.reg.no-uninit-read/valid/vs_1_1/ins-masks (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_1_1/ins-masks (assemble)
// expect: the tokens of valid-vs_1_1-ins-masks.bin
// origin: template op {ins: masks}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r4.xy, c0
mov r4.zw, c1
add r0, r4, r1
mov oPos, v0
