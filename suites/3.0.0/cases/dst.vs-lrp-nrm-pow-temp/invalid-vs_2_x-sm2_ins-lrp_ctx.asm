// case: dst.vs-lrp-nrm-pow-temp/invalid/vs_2_x/sm2_ins-lrp_ctx (validate)
// expect: invalid [dst.vs-lrp-nrm-pow-temp]
// origin: template op {ins: lrp} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp oT0, r1, r2, r3
mov oPos, v0
mul r0, c2, c2
add r4, c5, r0
mul r5, r4, c1
