// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_3_0/sm3_ins-pow (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {decls: dcl_texcoord0 o1, ins: pow}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
mov r1, c0
mov r2, c0
mov r3, c0
pow o1, r1.x, r2.x
mov o0, v0
