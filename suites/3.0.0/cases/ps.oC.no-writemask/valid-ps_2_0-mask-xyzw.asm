// case: ps.oC.no-writemask/valid/ps_2_0/mask-xyzw (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_2_0/mask-xyzw (assemble)
// expect: the tokens of valid-ps_2_0-mask-xyzw.bin
// origin: template oc_write {mask: xyzw}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.xyzw, c0
