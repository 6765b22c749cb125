// case: op.matrix-dst-mask/valid/ps_3_0/ins-m3x4 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/ps_3_0/ins-m3x4 (assemble)
// expect: the tokens of valid-ps_3_0-ins-m3x4.bin
// origin: template op {ins: m3x4}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
m3x4 r0, r1, c0
mov oC0, c0
