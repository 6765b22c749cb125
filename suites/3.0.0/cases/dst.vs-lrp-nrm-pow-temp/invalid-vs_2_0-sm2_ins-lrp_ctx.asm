// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_2_0/sm2_ins-lrp_ctx (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {ins: lrp} + 5 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp oT0, r1, r2, r3
mov oPos, v0
mul r0, c4, c4
mad r4, r0, r0, r0
mul r5, c5, c5
mad r6, r4, r0, r4
mad r7, c4, r6, r6
