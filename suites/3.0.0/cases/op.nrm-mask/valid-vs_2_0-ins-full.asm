// case: op.nrm-mask/valid/vs_2_0/ins-full (validate)
// expect: valid
// case: op.nrm-mask/assemble/vs_2_0/ins-full (assemble)
// expect: the tokens of valid-vs_2_0-ins-full.bin
// origin: template op {ins: full}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oPos, v0
