// case: op.lrp-dst-src/valid/vs_2_0/ins-src1 (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/vs_2_0/ins-src1 (assemble)
// expect: the tokens of valid-vs_2_0-ins-src1.bin
// origin: template op {ins: src1}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r2, r1, r2, r3
mov oPos, v0
