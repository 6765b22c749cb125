// case: vs.reg.no-uninit-read-2x/valid/vs_3_sw/ins-written (validate)
// expect: valid
// case: vs.reg.no-uninit-read-2x/assemble/vs_3_sw/ins-written (assemble)
// expect: the tokens of valid-vs_3_sw-ins-written.bin
// origin: template op {ins: written}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r2
mov o0, v0
