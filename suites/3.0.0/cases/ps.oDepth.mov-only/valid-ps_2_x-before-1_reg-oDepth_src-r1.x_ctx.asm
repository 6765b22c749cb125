// case: ps.oDepth.mov-only/valid/ps_2_x/before-1_reg-oDepth_src-r1.x_ctx (validate)
// expect: valid
// case: ps.oDepth.mov-only/assemble/ps_2_x/before-1_reg-oDepth_src-r1.x_ctx (assemble)
// expect: the tokens of valid-ps_2_x-before-1_reg-oDepth_src-r1.x_ctx.bin
// origin: template oc_write {before: 1, reg: oDepth, src: r1.x} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1.x
add r0, c0, c0
add r4, r0, r0
add r5, c7, r0
mad r6, c4, r5, r4
