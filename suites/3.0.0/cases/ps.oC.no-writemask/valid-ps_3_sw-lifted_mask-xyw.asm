// case: ps.oC.no-writemask/valid/ps_3_sw/lifted_mask-xyw (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_3_sw/lifted_mask-xyw (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_mask-xyw.bin
// origin: template oc_write {mask: xyw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.xyw, c0
