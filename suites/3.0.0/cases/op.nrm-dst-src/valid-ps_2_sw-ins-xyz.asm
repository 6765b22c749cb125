// case: op.nrm-dst-src/valid/ps_2_sw/ins-xyz (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/ps_2_sw/ins-xyz (assemble)
// expect: the tokens of valid-ps_2_sw-ins-xyz.bin
// origin: template op {ins: xyz}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r2.xyz, r1
mov oC0, c0
