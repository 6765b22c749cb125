// case: src.direct-file/valid/vs_3_0/index_ins-aL (validate)
// expect: valid
// case: src.direct-file/assemble/vs_3_0/index_ins-aL (assemble)
// expect: the tokens of valid-vs_3_0-index_ins-aL.bin
// origin: template op {ins: aL}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
add r0, r1, c[aL]
endloop
mov o0, v0
