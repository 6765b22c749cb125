// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_3_sw/sm3_ins-nrm (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {decls: dcl_texcoord0 o1, ins: nrm}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
mov r1, c0
mov r2, c0
mov r3, c0
nrm o1, r1
mov o0, v0
