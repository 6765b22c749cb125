// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_2_sw/sm2_ins-lrp_ctx (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {ins: lrp} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp oT0, r1, r2, r3
mov oPos, v0
mad r0, c2, c2, c2
mad r4, c2, c2, c2
add r5, c0, c0
mad r6, c7, r0, c7
mov r7, c2
