// case: op.matrix-dst-mask/valid/ps_2_sw/ins-m4x4 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/ps_2_sw/ins-m4x4 (assemble)
// expect: the tokens of valid-ps_2_sw-ins-m4x4.bin
// origin: template op {ins: m4x4}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
