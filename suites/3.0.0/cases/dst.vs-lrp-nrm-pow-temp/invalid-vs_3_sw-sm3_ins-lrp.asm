// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_3_sw/sm3_ins-lrp (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {decls: dcl_texcoord0 o1, ins: lrp}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
mov r1, c0
mov r2, c0
mov r3, c0
lrp o1, r1, r2, r3
mov o0, v0
