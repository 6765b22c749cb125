// case: op.mova-dst/valid/vs_3_sw/ins-a0 (validate)
// expect: valid
// case: op.mova-dst/assemble/vs_3_sw/ins-a0 (assemble)
// expect: the tokens of valid-vs_3_sw-ins-a0.bin
// origin: template op {ins: a0}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov o0, v0
