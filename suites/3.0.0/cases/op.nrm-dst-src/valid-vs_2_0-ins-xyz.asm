// case: op.nrm-dst-src/valid/vs_2_0/ins-xyz (validate)
// expect: valid
// case: op.nrm-dst-src/assemble/vs_2_0/ins-xyz (assemble)
// expect: the tokens of valid-vs_2_0-ins-xyz.bin
// origin: template op {ins: xyz}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r2.xyz, r1
mov oPos, v0
