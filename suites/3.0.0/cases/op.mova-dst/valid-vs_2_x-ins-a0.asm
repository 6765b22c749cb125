// case: op.mova-dst/valid/vs_2_x/ins-a0 (validate)
// expect: valid
// case: op.mova-dst/assemble/vs_2_x/ins-a0 (assemble)
// expect: the tokens of valid-vs_2_x-ins-a0.bin
// origin: template op {ins: a0}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov oPos, v0
