// case: ps.oDepth.replicate/valid/ps_2_sw/before-1_reg-oDepth_src-r1.x_ctx (validate)
// expect: valid
// case: ps.oDepth.replicate/assemble/ps_2_sw/before-1_reg-oDepth_src-r1.x_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-before-1_reg-oDepth_src-r1.x_ctx.bin
// origin: template oc_write {before: 1, reg: oDepth, src: r1.x} + 3 random context instructions (seed 1 attempt 1)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1.x
mad r0, c2, c2, c2
mov r4, c0
mov r5, c4
