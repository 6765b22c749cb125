// case: ps.oC.no-writemask/valid/ps_3_sw/lifted_mask-xzw (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_3_sw/lifted_mask-xzw (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_mask-xzw.bin
// origin: template oc_write {mask: xzw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.xzw, c0
