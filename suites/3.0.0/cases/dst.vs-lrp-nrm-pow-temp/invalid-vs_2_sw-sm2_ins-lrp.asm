// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_2_sw/sm2_ins-lrp (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {ins: lrp}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp oT0, r1, r2, r3
mov oPos, v0
