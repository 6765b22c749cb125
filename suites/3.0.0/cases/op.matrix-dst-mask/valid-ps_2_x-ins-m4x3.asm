// case: op.matrix-dst-mask/valid/ps_2_x/ins-m4x3 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/ps_2_x/ins-m4x3 (assemble)
// expect: the tokens of valid-ps_2_x-ins-m4x3.bin
// origin: template op {ins: m4x3}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
m4x3 r0.xyz, r1, c0
mov oC0, c0
