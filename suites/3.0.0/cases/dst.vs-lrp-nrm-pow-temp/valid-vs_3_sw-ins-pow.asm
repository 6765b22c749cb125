// case: dst.vs-lrp-nrm-pow-temp/valid/vs_3_sw/ins-pow (validate)
// expect: valid
// case: dst.vs-lrp-nrm-pow-temp/assemble/vs_3_sw/ins-pow (assemble)
// expect: the tokens of valid-vs_3_sw-ins-pow.bin
// origin: template op {ins: pow}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
pow r0.x, r1.x, r2.x
mov o0, v0
