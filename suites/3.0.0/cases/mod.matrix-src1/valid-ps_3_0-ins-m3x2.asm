// case: mod.matrix-src1/valid/ps_3_0/ins-m3x2 (validate)
// expect: valid
// case: mod.matrix-src1/assemble/ps_3_0/ins-m3x2 (assemble)
// expect: the tokens of valid-ps_3_0-ins-m3x2.bin
// origin: template op {ins: m3x2}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0.xy, -r1, c0
mov oC0, c0
