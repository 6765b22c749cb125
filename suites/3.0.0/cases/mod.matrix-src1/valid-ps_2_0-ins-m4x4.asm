// case: mod.matrix-src1/valid/ps_2_0/ins-m4x4 (validate)
// expect: valid
// case: mod.matrix-src1/assemble/ps_2_0/ins-m4x4 (assemble)
// expect: the tokens of valid-ps_2_0-ins-m4x4.bin
// origin: template op {ins: m4x4}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov oC0, c0
