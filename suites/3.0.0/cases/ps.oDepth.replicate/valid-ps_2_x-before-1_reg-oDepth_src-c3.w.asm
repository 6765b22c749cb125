// case: ps.oDepth.replicate/valid/ps_2_x/before-1_reg-oDepth_src-c3.w (validate)
// expect: valid
// case: ps.oDepth.replicate/assemble/ps_2_x/before-1_reg-oDepth_src-c3.w (assemble)
// expect: the tokens of valid-ps_2_x-before-1_reg-oDepth_src-c3.w.bin
// origin: template oc_write {before: 1, reg: oDepth, src: c3.w}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, c3.w
