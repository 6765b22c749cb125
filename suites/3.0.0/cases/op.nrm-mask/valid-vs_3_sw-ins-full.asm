// case: op.nrm-mask/valid/vs_3_sw/ins-full (validate)
// expect: valid
// case: op.nrm-mask/assemble/vs_3_sw/ins-full (assemble)
// expect: the tokens of valid-vs_3_sw-ins-full.bin
// origin: template op {ins: full}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov o0, v0
