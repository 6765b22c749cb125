// case: dst.a0-writer/valid/vs_1_1/vs1_ins-mov (validate)
// expect: valid
// case: dst.a0-writer/assemble/vs_1_1/vs1_ins-mov (assemble)
// expect: the tokens of valid-vs_1_1-vs1_ins-mov.bin
// origin: template op {ins: mov}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, r1.x
mov r0, c[a0.x]
mov oPos, v0
