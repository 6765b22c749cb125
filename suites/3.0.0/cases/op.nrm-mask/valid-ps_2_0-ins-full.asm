// case: op.nrm-mask/valid/ps_2_0/ins-full (validate)
// expect: valid
// case: op.nrm-mask/assemble/ps_2_0/ins-full (assemble)
// expect: the tokens of valid-ps_2_0-ins-full.bin
// origin: template op {ins: full}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
