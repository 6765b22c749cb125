// case: vs.reg.no-uninit-read/valid/vs_2_0/ins-masks (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_2_0/ins-masks (assemble)
// expect: the tokens of valid-vs_2_0-ins-masks.bin
// origin: template op {ins: masks}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r4.xy, c0
mov r4.zw, c1
add r0, r4, r1
mov oPos, v0
