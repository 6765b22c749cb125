// case: op.matrix-dst-mask/valid/vs_2_x/ins-m4x4 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_2_x/ins-m4x4 (assemble)
// expect: the tokens of valid-vs_2_x-ins-m4x4.bin
// origin: template op {ins: m4x4}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oPos, v0
