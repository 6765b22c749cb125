// case: ps.oDepth.replicate/valid/ps_2_x/before-1_reg-oDepth_src-r1.x_ctx (validate)
// expect: valid
// case: ps.oDepth.replicate/assemble/ps_2_x/before-1_reg-oDepth_src-r1.x_ctx (assemble)
// expect: the tokens of valid-ps_2_x-before-1_reg-oDepth_src-r1.x_ctx.bin
// origin: template oc_write {before: 1, reg: oDepth, src: r1.x} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1.x
mul r0, c2, c2
mul r4, c4, r0
mul r5, c7, r0
mad r6, c6, c6, r5
add r7, c6, r4
add r8, r7, r5
