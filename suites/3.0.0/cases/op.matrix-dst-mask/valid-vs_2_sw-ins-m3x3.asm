// case: op.matrix-dst-mask/valid/vs_2_sw/ins-m3x3 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_2_sw/ins-m3x3 (assemble)
// expect: the tokens of valid-vs_2_sw-ins-m3x3.bin
// origin: template op {ins: m3x3}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x3 r0.xyz, r1, c0
mov oPos, v0
