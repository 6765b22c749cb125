// case: dst.vs-lrp-nrm-pow-temp/valid/vs_2_x/ins-lrp_ctx (validate)
// expect: valid
// case: dst.vs-lrp-nrm-pow-temp/assemble/vs_2_x/ins-lrp_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-lrp_ctx.bin
// origin: template op {ins: lrp} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oPos, v0
mul r4, c7, c7
mad r5, c6, r4, r4
mov r6, r4
