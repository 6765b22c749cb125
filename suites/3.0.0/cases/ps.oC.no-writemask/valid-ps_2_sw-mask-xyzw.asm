// case: ps.oC.no-writemask/valid/ps_2_sw/mask-xyzw (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_2_sw/mask-xyzw (assemble)
// expect: the tokens of valid-ps_2_sw-mask-xyzw.bin
// origin: template oc_write {mask: xyzw}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.xyzw, c0
