// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_2_0/sm2_ins-pow (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {ins: pow}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
pow oFog, r1.x, r2.x
mov oPos, v0
