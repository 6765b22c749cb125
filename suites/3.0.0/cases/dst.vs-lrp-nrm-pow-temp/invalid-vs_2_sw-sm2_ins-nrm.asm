// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_2_sw/sm2_ins-nrm (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {ins: nrm}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm oT1.xyz, r1
mov oPos, v0
