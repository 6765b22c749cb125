// case: dst.a0-writer/valid/vs_3_sw/ins-mova (validate)
// expect: valid
// case: dst.a0-writer/assemble/vs_3_sw/ins-mova (assemble)
// expect: the tokens of valid-vs_3_sw-ins-mova.bin
// origin: template op {ins: mova}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov r0, c[a0.x]
mov o0, v0
