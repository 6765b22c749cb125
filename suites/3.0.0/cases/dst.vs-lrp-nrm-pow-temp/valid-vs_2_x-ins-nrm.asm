// case: dst.vs-lrp-nrm-pow-temp/valid/vs_2_x/ins-nrm (validate)
// expect: valid
// case: dst.vs-lrp-nrm-pow-temp/assemble/vs_2_x/ins-nrm (assemble)
// expect: the tokens of valid-vs_2_x-ins-nrm.bin
// origin: template op {ins: nrm}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.xyz, r1
mov oPos, v0
