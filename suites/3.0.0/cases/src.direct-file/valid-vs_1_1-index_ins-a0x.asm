// case: src.direct-file/valid/vs_1_1/index_ins-a0x (validate)
// expect: valid
// case: src.direct-file/assemble/vs_1_1/index_ins-a0x (assemble)
// expect: the tokens of valid-vs_1_1-index_ins-a0x.bin
// origin: template op {ins: a0x}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, c0.x
add r0, r1, c[a0.x + 1]
mov oPos, v0
