// case: op.lrp-dst-src/valid/vs_3_0/ins-other (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/vs_3_0/ins-other (assemble)
// expect: the tokens of valid-vs_3_0-ins-other.bin
// origin: template op {ins: other}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov o0, v0
