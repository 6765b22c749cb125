// case: vs.reg.no-uninit-read/valid/vs_2_0/ins-written (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_2_0/ins-written (assemble)
// expect: the tokens of valid-vs_2_0-ins-written.bin
// origin: template op {ins: written}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r2
mov oPos, v0
