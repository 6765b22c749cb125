// case: dst.vs-lrp-nrm-pow-temp/valid/vs_2_0/ins-lrp_ctx (validate)
// expect: valid
// case: dst.vs-lrp-nrm-pow-temp/assemble/vs_2_0/ins-lrp_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-lrp_ctx.bin
// origin: template op {ins: lrp} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oPos, v0
mov r4, c4
add r5, c3, c3
add r6, c0, c0
