// case: ps.oC.no-writemask/valid/ps_3_0/lifted_mask-zw (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_3_0/lifted_mask-zw (assemble)
// expect: the tokens of valid-ps_3_0-lifted_mask-zw.bin
// origin: template oc_write {mask: zw}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.zw, c0
