// case: ps.oDepth.replicate/valid/ps_2_sw/before-1_reg-oDepth_src-r1.w (validate)
// expect: valid
// case: ps.oDepth.replicate/assemble/ps_2_sw/before-1_reg-oDepth_src-r1.w (assemble)
// expect: the tokens of valid-ps_2_sw-before-1_reg-oDepth_src-r1.w.bin
// origin: template oc_write {before: 1, reg: oDepth, src: r1.w}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1.w
