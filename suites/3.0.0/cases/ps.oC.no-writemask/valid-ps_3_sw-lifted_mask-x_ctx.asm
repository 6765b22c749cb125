// case: ps.oC.no-writemask/valid/ps_3_sw/lifted_mask-x_ctx (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_3_sw/lifted_mask-x_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_mask-x_ctx.bin
// origin: template oc_write {mask: x} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.x, c0
mul r0, c1, c1
mul r4, c6, c6
mul r5, c5, c5
