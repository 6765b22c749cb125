// case: src.direct-file/valid/vs_2_sw/ins-r-c (validate)
// expect: valid
// case: src.direct-file/assemble/vs_2_sw/ins-r-c (assemble)
// expect: the tokens of valid-vs_2_sw-ins-r-c.bin
// origin: template op {ins: r-c}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oPos, v0
