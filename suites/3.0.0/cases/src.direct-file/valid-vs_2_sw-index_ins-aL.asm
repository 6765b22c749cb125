// case: src.direct-file/valid/vs_2_sw/index_ins-aL (validate)
// expect: valid
// case: src.direct-file/assemble/vs_2_sw/index_ins-aL (assemble)
// expect: the tokens of valid-vs_2_sw-index_ins-aL.bin
// origin: template op {ins: aL}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
add r0, r1, c[aL]
endloop
mov oPos, v0
