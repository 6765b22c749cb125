// case: dst.vs-lrp-nrm-pow-temp/valid/vs_3_sw/ins-lrp_ctx (validate)
// expect: valid
// case: dst.vs-lrp-nrm-pow-temp/assemble/vs_3_sw/ins-lrp_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-lrp_ctx.bin
// origin: template op {ins: lrp} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov o0, v0
mul r4, c2, c2
add r5, c2, c2
add r6, r5, c2
mov r7, c6
