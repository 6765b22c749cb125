// case: op.lrp-dst-src/valid/vs_2_x/ins-other (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/vs_2_x/ins-other (assemble)
// expect: the tokens of valid-vs_2_x-ins-other.bin
// origin: template op {ins: other}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oPos, v0
