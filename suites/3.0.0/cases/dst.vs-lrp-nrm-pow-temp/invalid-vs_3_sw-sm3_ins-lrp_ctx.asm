// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_3_sw/sm3_ins-lrp_ctx (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {decls: dcl_texcoord0 o1, ins: lrp} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord o1
mov r1, c0
mov r2, c0
mov r3, c0
lrp o1, r1, r2, r3
mov o0, v0
mul r0, c7, c7
mov r4, r0
mad r5, r4, r0, r0
add r6, c5, c5
