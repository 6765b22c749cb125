// case: vs.reg.no-uninit-read/valid/vs_1_1/ins-written (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_1_1/ins-written (assemble)
// expect: the tokens of valid-vs_1_1-ins-written.bin
// origin: template op {ins: written}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r2
mov oPos, v0
