// case: ps.oC.no-writemask/valid/ps_3_0/lifted_mask-xz (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_3_0/lifted_mask-xz (assemble)
// expect: the tokens of valid-ps_3_0-lifted_mask-xz.bin
// origin: template oc_write {mask: xz}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.xz, c0
