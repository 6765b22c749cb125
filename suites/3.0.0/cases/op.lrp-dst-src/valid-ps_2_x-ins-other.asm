// case: op.lrp-dst-src/valid/ps_2_x/ins-other (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/ps_2_x/ins-other (assemble)
// expect: the tokens of valid-ps_2_x-ins-other.bin
// origin: template op {ins: other}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oC0, c0
