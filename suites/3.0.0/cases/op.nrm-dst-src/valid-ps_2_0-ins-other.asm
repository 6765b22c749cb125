// case: op.nrm-dst-src/valid/ps_2_0/ins-other (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/ps_2_0/ins-other (assemble)
// expect: the tokens of valid-ps_2_0-ins-other.bin
// origin: template op {ins: other}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
