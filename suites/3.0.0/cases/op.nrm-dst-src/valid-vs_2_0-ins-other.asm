// case: op.nrm-dst-src/valid/vs_2_0/ins-other (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/vs_2_0/ins-other (assemble)
// expect: the tokens of valid-vs_2_0-ins-other.bin
// origin: template op {ins: other}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oPos, v0
