// case: src.direct-file/valid/vs_2_sw/index_ins-a0x (validate)
// expect: valid
// case: src.direct-file/assemble/vs_2_sw/index_ins-a0x (assemble)
// expect: the tokens of valid-vs_2_sw-index_ins-a0x.bin
// origin: template op {ins: a0x}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
add r0, r1, c[a0.x + 1]
mov oPos, v0
