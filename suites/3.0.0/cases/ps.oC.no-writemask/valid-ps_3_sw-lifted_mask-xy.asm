// case: ps.oC.no-writemask/valid/ps_3_sw/lifted_mask-xy (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_3_sw/lifted_mask-xy (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_mask-xy.bin
// origin: template oc_write {mask: xy}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.xy, c0
