// case: ps.oC.no-writemask/valid/ps_2_sw/mask-xyzw_ctx (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_2_sw/mask-xyzw_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-mask-xyzw_ctx.bin
// origin: template oc_write {mask: xyzw} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
add r0, c0, c0
