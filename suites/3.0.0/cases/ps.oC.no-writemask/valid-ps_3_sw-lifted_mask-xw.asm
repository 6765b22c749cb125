// case: ps.oC.no-writemask/valid/ps_3_sw/lifted_mask-xw (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_3_sw/lifted_mask-xw (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_mask-xw.bin
// origin: template oc_write {mask: xw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.xw, c0
